import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScope } from '@platform/shared';
import type { CaptchaValue } from '@platform/shared/contract';
import { captchaQuery } from '../../api/captcha';

export type CaptchaImage = Pick<CaptchaValue, 'captchaId' | 'image'>;

/** The form's captcha image while `enabled`; `reload` fetches a new one (each one is answered once). */
export function useCaptcha(enabled: boolean) {
  const slot = useId();
  const query = useQuery({ ...captchaQuery(useScope().merchant, slot), enabled });
  return {
    captcha: query.data ?? null,
    failed: query.isError && query.data === undefined,
    reload: () => void query.refetch(),
  };
}
