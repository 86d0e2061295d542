import type { Captcha } from '@app/shared';
import { useCaptchaQuery } from '@app/shared/mobile';
import { api, unwrap } from '../../../lib/api-client';

/** The site's captcha (the player site's login uses the same). */
export async function fetchCaptcha(): Promise<Captcha> {
  return unwrap(await api.get<Captcha>('/api/captcha'));
}

/** Single use: `refetch` after every attempt that the server answered. */
export const useCaptcha = () => useCaptchaQuery(fetchCaptcha);
