import { sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS } from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchRedRain = () => call(AGENT_ENDPOINTS.redRain);

/** The red-envelope sessions to come, the rules' amounts and the agent's catches. */
export function redRainQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'red-rain'), queryFn: fetchRedRain });
}
