import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showServerError, toApiError } from '@platform/shared';
import type { FirebaseConfigValue } from '@platform/shared/contract';
import { postRegisterSmsCode } from '../../api/register-sms-code';
import { confirmFirebaseCode, sendFirebaseCode, type ConfirmationResult } from '../../features/social/firebase-phone';
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

  /** Checks the number, then sends the code: answers expiredMinutes, or null when nothing was sent. */
  const send = async (): Promise<number | null | undefined> => {
    if (!(await form.trigger(mobileField))) {
      form.setFocus(mobileField);
      return null;
    }
    const mobile = form.getValues(mobileField).trim();
    try {
      let minutes: number | undefined;
      if (firebase && recaptcha.current) {
        confirmation.current = await sendFirebaseCode(firebase, dialingCode, mobile, recaptcha.current);
      } else {
        ({ expiredMinutes: minutes } = await postRegisterSmsCode({
          mobileNo: mobile,
          countryDialingCode: dialingCode,
        }));
      }
      form.setFocus('verificationCode');
      return minutes;
    } catch (error) {
      // A Firebase refusal hides the notice and says nothing (the spec); the platform's is shown.
      if (firebase) console.warn('Firebase could not send the code', error);
      else showServerError(form, mobileField, toApiError(error).messageKey);
      return null;
    }
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

  return { send, proof, recaptcha };
}
