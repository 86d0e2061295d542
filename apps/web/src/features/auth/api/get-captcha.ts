import { useQuery } from '@tanstack/react-query';
import type { Captcha } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchCaptcha(): Promise<Captcha> {
  return unwrap(await api.get<Captcha>('/api/captcha'));
}

/** One challenge shared by both panels; it is single use, so `refetch` after every failed attempt. */
export function useCaptcha() {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
