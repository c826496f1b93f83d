import type { Auth } from 'firebase/auth';
import type * as AuthSdk from 'firebase/auth';
import type { FirebaseConfigValue } from '@platform/shared/contract';

// Firebase is loaded only when a merchant has it: the SDK stays out of every other page's download.
type AuthModule = typeof AuthSdk;

export interface FirebaseHandle {
  auth: Auth;
  sdk: AuthModule;
}

// The SDK's app can be made once a name, so its start is kept for the page (it is not server data).
let handlePromise: Promise<FirebaseHandle> | null = null;

/** Starts Firebase Auth (against the emulator when the settings name one). */
export function firebaseAuth(config: FirebaseConfigValue): Promise<FirebaseHandle> {
  handlePromise ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    const app = initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId },
      `accounts-${config.projectId}`,
    );
    // The popup resolver warms up Google's gapi script, which the offline emulator never needs.
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      ...(config.emulatorUrl ? {} : { popupRedirectResolver: sdk.browserPopupRedirectResolver }),
    });
    if (config.emulatorUrl) {
      sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
      // The emulator verifies phones without reCAPTCHA, so tests and development need no outside call.
      auth.settings.appVerificationDisabledForTesting = true;
    }
    return { auth, sdk };
  })().catch((error: unknown) => {
    handlePromise = null;
    throw error;
  });
  return handlePromise;
}

/** Forgets the started SDK; for tests. */
export function resetFirebase(): void {
  handlePromise = null;
}
