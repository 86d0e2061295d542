import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

/** Banner type 2 is the mobile home carousel (spec 000 §9). */
const HOME_BANNER_TYPE = 2;

export async function fetchBannerList(): Promise<Banner[]> {
  return unwrap(await api.post<Banner[]>('/api/bannerList', { type: HOME_BANNER_TYPE })) ?? [];
}

export function useBannerList() {
  return useQuery({
    queryKey: ['bannerList', HOME_BANNER_TYPE],
    queryFn: fetchBannerList,
    staleTime: 5 * 60_000,
  });
}
