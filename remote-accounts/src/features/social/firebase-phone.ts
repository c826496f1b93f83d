import type { ConfirmationResult } from 'firebase/auth';
import type { FirebaseConfigValue } from '@platform/shared/contract';
import { firebaseAuth } from './firebase-client';

/** The E.164 form Firebase wants: plus, dialing code, national digits without the trunk zero. */
export const e164 = (dialingCode: string, mobile: string) =>
  `+${dialingCode}${mobile.replace(/\D/g, '').replace(/^0+/, '')}`;

/**
 * Sends the code through Firebase (the spec's firebase helper). `container` hosts the invisible
 * reCAPTCHA, which the emulator does not need.
 */
export async function sendFirebaseCode(
  config: FirebaseConfigValue,
  dialingCode: string,
  mobile: string,
  container: HTMLElement,
): Promise<ConfirmationResult> {
  const { auth, sdk } = await firebaseAuth(config);
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await sdk.signInWithPhoneNumber(auth, e164(dialingCode, mobile), verifier);
  } finally {
    verifier.clear();
  }
}

/** Checks the code with Firebase and answers the ID token that proves the number. */
export async function confirmFirebaseCode(confirmation: ConfirmationResult, code: string): Promise<string> {
  const credential = await confirmation.confirm(code.trim());
  const token = await credential.user.getIdToken();
  return token;
}

export type { ConfirmationResult };
