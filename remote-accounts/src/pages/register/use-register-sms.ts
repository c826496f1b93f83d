import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LOADING_MS, toApiError, useWrite } from '@platform/shared';
import type { FirebaseConfigValue } from '@platform/shared/contract';
import { registerCodeMutation } from '../../api/register-sms-code';
import { confirmFirebaseCode, type ConfirmationResult } from '../../features/social/firebase-phone';
import type { RegisterValues } from './register-fields';

/**
 * The registration code: sent by the platform, or through Firebase when the merchant has it. With
 * Firebase the code is checked there before registering, and the ID token goes with the request.
 */
export function useRegisterSms(
  form: UseFormReturn<RegisterValues>,
  firebase: FirebaseConfigValue | null | undefined,
  mobileField: 'mobile' | 'mobileNum',
  dialingCode: string,
) {
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);
  const code = useWrite(registerCodeMutation(firebase), { form });

  /** Checks the number, then sends the code: answers expiredMinutes, or null when nothing was sent. */
  const send = async (): Promise<number | null | undefined> => {
    if (!(await form.trigger(mobileField))) {
      form.setFocus(mobileField);
      return null;
    }
    const target = { mobile: form.getValues(mobileField).trim(), dialingCode, container: recaptcha.current };
    const sent = await code.run(target, {
      waitMs: LOADING_MS.smsSend,
      onSuccess: () => form.setFocus('verificationCode'),
      onFailure: (_failure, cause) => {
        // A Firebase refusal hides the notice and says nothing (the spec); the platform's is shown.
        if (!firebase) return mobileField;
        console.warn('Firebase could not send the code', cause);
        return 'none';
      },
    });
    if (!sent) return null;
    if (sent.confirmation) confirmation.current = sent.confirmation;
    return sent.minutes;
  };

  /** With Firebase: the ID token for the typed code, or null when Firebase refuses it. */
  const proof = async (code: string): Promise<{ firebaseIdToken?: string } | null> => {
    if (!firebase || !confirmation.current) return {};
    try {
      return { firebaseIdToken: await confirmFirebaseCode(confirmation.current, code) };
    } catch (error) {
      console.warn('Firebase did not accept the code', toApiError(error).message);
      return null;
    }
  };

  return { send, sending: code.busy, proof, recaptcha };
}
