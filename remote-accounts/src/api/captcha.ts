import { PATHS, apiGet, type CaptchaValue } from '@platform/shared';

/** A new one-use captcha image. */
export const fetchCaptcha = () => apiGet<CaptchaValue>(PATHS.captcha);
