import { queryOptions } from '@tanstack/react-query';
import { STORAGE_KEYS, call } from '@platform/shared';
import { AUTH_ENDPOINTS, type TrialAccountValue } from '@platform/shared/contract';
import { deviceHeaders } from '../features/device/device-id';

/** Reserves a trial account: its name and the key that plays it. */
export const postTrialAccount = () => call(AUTH_ENDPOINTS.trialAccount, {}, { headers: deviceHeaders() });

/** Signs in as a trial account: the given one (with its key), or a new one. */
export const postTestPlay = (account?: TrialAccountValue) =>
  call(AUTH_ENDPOINTS.testPlay, { body: account ?? {} }, { headers: deviceHeaders() });

/** Keeps the tab's trial account in session storage (the spec keeps the name there; the key goes beside it). */
export function keepTrialAccount(account: TrialAccountValue): TrialAccountValue {
  sessionStorage.setItem(STORAGE_KEYS.trialName, account.userName);
  sessionStorage.setItem(STORAGE_KEYS.trialKey, account.trialKey);
  return account;
}

/** The tab's trial account, when both its name and key were kept. */
function keptTrialAccount(): TrialAccountValue | undefined {
  const userName = sessionStorage.getItem(STORAGE_KEYS.trialName);
  const trialKey = sessionStorage.getItem(STORAGE_KEYS.trialKey);
  return userName && trialKey ? { userName, trialKey } : undefined;
}

/** The trial account of this tab: the kept one, or a freshly reserved one. */
export function trialAccountQuery(merchant: string) {
  return queryOptions({
    queryKey: ['trial-account', merchant],
    queryFn: async () => keepTrialAccount(await postTrialAccount()),
    initialData: keptTrialAccount,
    staleTime: Infinity,
  });
}
