import { queryOptions } from '@tanstack/react-query';
import { PATHS, STORAGE_KEYS, apiGet, apiPost, type TestPlayValue, type TrialAccountValue } from '@platform/shared';

/** Reserves a trial account name. */
export const fetchTrialAccount = () => apiGet<TrialAccountValue>(PATHS.trialAccount);

/** Signs in as a trial account: the given one, or a new one. */
export const postTestPlay = (userName?: string) => apiPost<TestPlayValue>(PATHS.testPlay, userName ? { userName } : {});

/** The trial account name of this tab: kept in session storage (the spec), reserved when there is none. */
export function trialAccountQuery(merchant: string) {
  return queryOptions({
    queryKey: ['trial-account', merchant],
    queryFn: async () => {
      const { userName } = await fetchTrialAccount();
      sessionStorage.setItem(STORAGE_KEYS.trialName, userName);
      return userName;
    },
    initialData: () => sessionStorage.getItem(STORAGE_KEYS.trialName) ?? undefined,
    staleTime: Infinity,
  });
}
