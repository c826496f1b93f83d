import { queryOptions } from '@tanstack/react-query';
import { RESPONSIBLE_ENDPOINTS } from '../contract';
import { sessionKey } from '../query/keys';
import { call } from './client';

export const fetchResponsibleSettings = () => call(RESPONSIBLE_ENDPOINTS.settings);

export const responsibleSettingsKey = (user: string) => sessionKey(user, 'responsible', 'settings');

/** The member's deposit limits (with what they used and raises waiting) and reality-check interval. */
export function responsibleSettingsQuery(user: string) {
  return queryOptions({ queryKey: responsibleSettingsKey(user), queryFn: fetchResponsibleSettings, staleTime: 0 });
}

/** Pesos won minus staked since `since` (ms), as the reality check shows it. */
export const fetchPlayResult = (since: number) => call(RESPONSIBLE_ENDPOINTS.playResult, { query: { since } });
