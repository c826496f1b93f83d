import { apiGet, sessionKey } from '@platform/shared';
import { AGENT_PATHS, type RedRainValue } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchRedRain = () => apiGet<RedRainValue>(AGENT_PATHS.redRain);

/** The red-envelope sessions to come, the rules' amounts and the agent's catches. */
export function redRainQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'red-rain'), queryFn: fetchRedRain });
}
