import type { UseFormReturn } from 'react-hook-form';
import { mutationOptions } from '@tanstack/react-query';
import {
  LOADING_MS,
  showServerError,
  toast,
  useTranslation,
  useWrite,
  type ApiError,
  type FailurePlace,
  type FailureTarget,
} from '@platform/shared';
import { putRegister } from '../../api/register';
import { startSession } from '../../features/sign-in/sign-in';
import type { RegisterField, RegisterValues } from './register-fields';
import { registerRequest, type RequestParts } from './register-request';

export interface RegisterSteps {
  /** What goes with the values: method, shown fields, dialing code, captcha id. */
  parts: () => Omit<RequestParts, 'firebaseIdToken'>;
  /** The typed invitation code may be used (says why not when it may not). */
  affiliateAccepts: (code: string) => Promise<boolean>;
  /** With Firebase, the proof of the number; null when Firebase refused the code. */
  proof: (code: string) => Promise<{ firebaseIdToken?: string } | null>;
  /** Any answer uses the captcha up. */
  renewCaptcha: () => void;
}

/**
 * The registration as one write: the typed invitation code is checked first, then the Firebase code
 * when there is one (each says why not itself, and the write answers null), then the registration,
 * whose answer signs the new member in. Its steps are the form's, so it is declared with them.
 */
const registerMutation = (form: FailureTarget<RegisterValues>, steps: RegisterSteps) =>
  mutationOptions({
    mutationFn: async (values: RegisterValues) => {
      if (!(await steps.affiliateAccepts(values.affiliateCode))) return null;
      const parts = steps.parts();
      const proof = parts.shown.includes('verificationCode') ? await steps.proof(values.verificationCode) : {};
      if (!proof) {
        showServerError(form, 'verificationCode', 'error.verification_code');
        return null;
      }
      const request = registerRequest(values, { ...parts, ...proof });
      const value = await putRegister(request);
      await startSession(value, request.password);
      return value;
    },
  });

/**
 * Registering (spec §4), with the please-wait notice; a server's field error goes under that field,
 * anything else on the form's line.
 */
export function useRegisterSubmit(form: UseFormReturn<RegisterValues>, steps: RegisterSteps, onRegistered: () => void) {
  const { t } = useTranslation('accounts');
  const submit = useWrite(registerMutation(form, steps), { form });

  const place = (failure: ApiError): FailurePlace<RegisterValues> => {
    steps.renewCaptcha();
    const field = failure.data?.field;
    const { method, shown } = steps.parts();
    if (field === 'mobileNum') return method === 'mobile' ? 'mobile' : 'mobileNum';
    return shown.find((name): name is RegisterField | 'age' => name === field) ?? 'form';
  };

  const onValid = (values: RegisterValues) =>
    submit.run(values, {
      waitMs: LOADING_MS.register,
      onSuccess: (value) => {
        if (!value) return;
        toast.success(t('register.success'));
        onRegistered();
      },
      onFailure: place,
    });

  return { busy: submit.busy, onValid };
}
