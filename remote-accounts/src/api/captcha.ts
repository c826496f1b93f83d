import { queryOptions } from '@tanstack/react-query';
import { call } from '@platform/shared';
import { AUTH_ENDPOINTS } from '@platform/shared/contract';

/** A new one-use captcha image. */
export const fetchCaptcha = () => call(AUTH_ENDPOINTS.captcha);

/**
 * The captcha image of one form (`slot`): never stale by age, since an image is answered once and
 * replaced on purpose (a tap, a failed attempt); dropped when the form goes.
 */
export function captchaQuery(merchant: string, slot: string) {
  return queryOptions({
    queryKey: ['captcha', merchant, slot],
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });
}
