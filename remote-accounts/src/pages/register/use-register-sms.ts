import { useRef } from 'react';
import { toApiError, type FirebaseConfigValue } from '@platform/shared';
import { postRegisterSmsCode } from '../../api/register-sms-code';
import { confirmFirebaseCode, sendFirebaseCode, type ConfirmationResult } from '../../features/social/firebase-phone';

/**
 * The registration code: sent by the platform, or through Firebase when the merchant has it. With
 * Firebase the code is checked there before registering, and the ID token goes with the request.
 */
export function useRegisterSms(firebase: FirebaseConfigValue | null | undefined) {
  const confirmation = useRef<ConfirmationResult | null>(null);
  const recaptcha = useRef<HTMLDivElement>(null);

  /** Sends a code; answers expiredMinutes (undefined: the default minute) or throws the failure. */
  const send = async (dialingCode: string, mobile: string): Promise<number | undefined> => {
    if (firebase && recaptcha.current) {
      confirmation.current = await sendFirebaseCode(firebase, dialingCode, mobile, recaptcha.current);
      return undefined;
    }
    const { expiredMinutes } = await postRegisterSmsCode({ mobileNo: mobile.trim(), countryDialingCode: dialingCode });
    return expiredMinutes;
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

  return { send, proof, recaptcha, usesFirebase: Boolean(firebase) };
}
