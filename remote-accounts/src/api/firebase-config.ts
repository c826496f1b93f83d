import { PATHS, apiGet, type FirebaseConfigValue } from '@platform/shared';

/** The merchant's Firebase web settings, or null when it has no Firebase project. */
export const fetchFirebaseConfig = () => apiGet<FirebaseConfigValue | null>(PATHS.firebaseConfig);
