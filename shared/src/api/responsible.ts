import { queryOptions } from '@tanstack/react-query';
import { RESPONSIBLE_PATHS, type PlayResult, type ResponsibleSettings } from '../contract';
import { sessionKey } from '../query/keys';
import { apiGet } from './client';

export const fetchResponsibleSettings = () => apiGet<ResponsibleSettings>(RESPONSIBLE_PATHS.settings);

export const responsibleSettingsKey = (user: string) => sessionKey(user, 'responsible', 'settings');

/** The member's deposit limits (with what they used and raises waiting) and reality-check interval. */
export function responsibleSettingsQuery(user: string) {
  return queryOptions({ queryKey: responsibleSettingsKey(user), queryFn: fetchResponsibleSettings, staleTime: 0 });
}

/** Pesos won minus staked since `since` (ms), as the reality check shows it. */
export const fetchPlayResult = (since: number) => apiGet<PlayResult>(RESPONSIBLE_PATHS.playResult, { since });
