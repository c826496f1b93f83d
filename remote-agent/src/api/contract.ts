import { apiGet, apiPut, sessionKey } from '@platform/shared';
import {
  AGENT_PATHS,
  type ContractAnswerBody,
  type ContractDetail,
  type ContractKind,
} from '@platform/shared/contract';
import { queryOptions } from '@tanstack/react-query';

export const fetchContract = (kind: ContractKind) => apiGet<ContractDetail | null>(AGENT_PATHS.contract(kind));

export const answerContract = (kind: ContractKind, body: ContractAnswerBody) =>
  apiPut<ContractDetail>(AGENT_PATHS.contract(kind), body);

/** The pending contract of a kind, else the latest answered one (null when none was offered). */
export function contractQuery(user: string, kind: ContractKind) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'contract', kind), queryFn: () => fetchContract(kind) });
}
