import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, useScope } from '@platform/shared';
import { SYSTEM_ENDPOINTS, type FirebaseConfigValue } from '@platform/shared/contract';

export const fetchFirebaseConfig = () =>
  call(SYSTEM_ENDPOINTS.firebaseConfig).catch((error: unknown) => {
    console.warn('Firebase settings could not be loaded; social sign-in is hidden', error);
    throw error;
  });

/** The merchant's Firebase web settings, asked once a page; null when it has no Firebase project. */
export function firebaseConfigQuery(merchant: string) {
  return queryOptions({ queryKey: ['firebase-config', merchant], queryFn: fetchFirebaseConfig, staleTime: Infinity });
}

/** The settings once known: undefined while they load, null when there are none (or they could not be read). */
export function useFirebaseConfig(): FirebaseConfigValue | null | undefined {
  const query = useQuery(firebaseConfigQuery(useScope().merchant));
  return query.isError ? null : query.data;
}
