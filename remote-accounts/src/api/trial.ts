import { PATHS, apiGet, apiPost, type TestPlayValue, type TrialAccountValue } from '@platform/shared';

/** Reserves a trial account name. */
export const fetchTrialAccount = () => apiGet<TrialAccountValue>(PATHS.trialAccount);

/** Signs in as a trial account: the given one, or a new one. */
export const postTestPlay = (userName?: string) => apiPost<TestPlayValue>(PATHS.testPlay, userName ? { userName } : {});
