import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { storage } from '../lib/storage';

export const appInfoKey = ['appInfo'] as const;

export async function fetchAppInfo(): Promise<AppInfo> {
  const info = unwrap(await api.post<AppInfo>('/api/app'));
  storage.setAppInfo(info);
  return info;
}

/** Site settings; the last known copy renders at once while a fresh one loads. */
export function useAppInfo() {
  return useQuery({
    queryKey: appInfoKey,
    queryFn: fetchAppInfo,
    initialData: () => storage.getAppInfo() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
