import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@platform/shared';
import { PATHS, type CaptchaValue } from '@platform/shared/contract';

/** A new one-use captcha image. */
export const fetchCaptcha = () => apiGet<CaptchaValue>(PATHS.captcha);

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
