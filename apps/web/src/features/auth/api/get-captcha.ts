import type { Captcha } from '@app/shared';
import { useCaptchaQuery } from '@app/shared/mobile';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchCaptcha(): Promise<Captcha> {
  return unwrap(await api.get<Captcha>('/api/captcha'));
}

/** One challenge shared by both panels; it is single use, so `refetch` after every failed attempt. */
export const useCaptcha = () => useCaptchaQuery(fetchCaptcha);
