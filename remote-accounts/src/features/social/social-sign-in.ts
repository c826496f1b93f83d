import type { FirebaseConfigValue } from '@platform/shared/contract';
import { requestLogin, startSession } from '../sign-in/sign-in';
import { firebaseAuth, type FirebaseHandle } from './firebase-client';

export type SocialProvider = 'google' | 'facebook';

/** Against the Auth emulator: the identity to sign in as (development and tests set it). */
export const EMULATOR_IDENTITY_KEY = 'accounts.emulatorIdentity';

/**
 * The emulator cannot show Google's or Facebook's popup offline (the SDK's popup loads
 * apis.google.com), so it signs in with a credential the emulator accepts for a test identity.
 */
function emulatorCredential({ sdk }: FirebaseHandle, provider: SocialProvider) {
  const stored = localStorage.getItem(EMULATOR_IDENTITY_KEY);
  const identity = stored ? (JSON.parse(stored) as { sub: string; email: string; name?: string }) : null;
  const claims = JSON.stringify({
    sub: identity?.sub ?? 'dev-user',
    email: identity?.email ?? 'dev.user@example.com',
    email_verified: true,
    name: identity?.name ?? 'Dev User',
  });
  return provider === 'google'
    ? sdk.GoogleAuthProvider.credential(claims)
    : sdk.FacebookAuthProvider.credential(claims);
}

/** Signs in through Firebase (its popup), then with the platform by the ID token Firebase gives. */
export async function signInWithProvider(config: FirebaseConfigValue, provider: SocialProvider): Promise<void> {
  const handle = await firebaseAuth(config);
  const { auth, sdk } = handle;
  const credential = config.emulatorUrl
    ? await sdk.signInWithCredential(auth, emulatorCredential(handle, provider))
    : await sdk.signInWithPopup(
        auth,
        provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider(),
      );
  const firebaseIdToken = await credential.user.getIdToken();
  await sdk.signOut(auth);
  const value = await requestLogin({
    type: 'firebase',
    username: '',
    password: '',
    firebaseChannel: provider,
    firebaseIdToken,
    portal: 'member',
  });
  await startSession(value);
}
