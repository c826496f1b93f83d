import { queryClient, sessionKey, call } from '@platform/shared';
import { AGENT_ENDPOINTS, type ContractAnswerBody, type ContractKind } from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

export const fetchContract = (kind: ContractKind) => call(AGENT_ENDPOINTS.contract, { params: { kind } });

export const answerContract = (kind: ContractKind, body: ContractAnswerBody) =>
  call(AGENT_ENDPOINTS.answerContract, { params: { kind }, body });

/** The pending contract of a kind, else the latest answered one (null when none was offered). */
export function contractQuery(user: string, kind: ContractKind) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'contract', kind), queryFn: () => fetchContract(kind) });
}

/** Accepts or declines the pending contract; the page shows the answered one, and the prompts drop it. */
export function contractAnswerMutation(user: string, kind: ContractKind) {
  return mutationOptions({
    mutationFn: (decision: ContractAnswerBody['decision']) => answerContract(kind, { decision }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractQuery(user, kind).queryKey, contract);
      void queryClient.invalidateQueries({ queryKey: sessionKey(user, 'agent', 'pending-contracts') });
    },
  });
}
