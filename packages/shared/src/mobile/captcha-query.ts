import { useQuery } from '@tanstack/react-query';
import type { Captcha } from '../contract/site.js';

/**
 * The site's captcha as both mobile apps' sign-in forms hold it, fetched by each app's own client:
 * one challenge for the whole form, and single use, so it is never refetched or retried by itself
 * nor kept once the form is gone; the form calls `refetch` after every attempt the server answered.
 */
export function useCaptchaQuery(fetchCaptcha: () => Promise<Captcha>) {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
