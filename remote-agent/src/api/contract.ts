import { queryClient, sessionKey, call } from '@platform/shared';
import {
  AGENT_ENDPOINTS,
  type ContractAnswerBody,
  type ContractKind,
  type ContractOfferBody,
} from '@platform/shared/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';

export const fetchContract = (kind: ContractKind) => call(AGENT_ENDPOINTS.contract, { params: { kind } });

export const fetchContracts = () => call(AGENT_ENDPOINTS.contracts);

export const answerContract = (kind: ContractKind, body: ContractAnswerBody) =>
  call(AGENT_ENDPOINTS.answerContract, { params: { kind }, body });

export const offerContract = (body: ContractOfferBody) => call(AGENT_ENDPOINTS.offerContract, { body });

/** The pending contract of a kind, else the latest answered one (null when none was offered). */
export function contractQuery(user: string, kind: ContractKind) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'contract', kind), queryFn: () => fetchContract(kind) });
}

/** The agent's own contracts: pending, in force and past. */
export function contractsQuery(user: string) {
  return queryOptions({ queryKey: sessionKey(user, 'agent', 'contracts'), queryFn: fetchContracts });
}

/**
 * Accepts or declines the pending contract; the page shows the answered one, and the prompts, the
 * contract lists and the dividends (an accepted dividend contract sets their share) are asked again.
 */
export function contractAnswerMutation(user: string, kind: ContractKind) {
  return mutationOptions({
    mutationFn: (decision: ContractAnswerBody['decision']) => answerContract(kind, { decision }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractQuery(user, kind).queryKey, contract);
      for (const key of ['pending-contracts', 'contracts', 'dividends']) {
        void queryClient.invalidateQueries({ queryKey: sessionKey(user, 'agent', key) });
      }
    },
  });
}

/** Offers a downline agent a contract; the server keeps it within the agent's own terms. */
export function offerContractMutation() {
  return mutationOptions({ mutationFn: offerContract });
}
