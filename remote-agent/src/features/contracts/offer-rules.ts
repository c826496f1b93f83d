// What an agent may offer a sub-agent, checked before sending: the server checks the same and decides.
import type { ContractDetail, ContractTier } from '@platform/shared/contract';

/** Why a tier's value cannot be offered: not an amount, more than the agent's own, or no more than the tier before. */
export type TierProblem = 'invalid' | 'above' | 'order';

export type OfferCheck = { tiers: ContractTier[] } | { problems: (TierProblem | null)[]; empty: boolean };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * The tiers of an offer made on the agent's own contract: one value per own tier, from the same team
 * figure, each above 0 and no more than the agent's own value there; a tier left empty is left out,
 * and each tier kept pays more than the one before. Paying no more than the agent at each of its own
 * steps, the offer pays no more than the agent at any amount.
 */
export function checkOffer(own: Pick<ContractDetail, 'kind' | 'tiers'>, values: readonly string[]): OfferCheck {
  const tiers: ContractTier[] = [];
  let last = 0;
  const problems = own.tiers.map((tier, index): TierProblem | null => {
    const text = (values[index] ?? '').trim();
    if (text === '') return null;
    const value = Number(text);
    if (!AMOUNT.test(text) || value <= 0) return 'invalid';
    if (value > tier.value) return 'above';
    if (value <= last) return 'order';
    last = value;
    tiers.push({ minimum: tier.minimum, value });
    return null;
  });
  if (problems.some((problem) => problem !== null) || tiers.length === 0) {
    return { problems, empty: tiers.length === 0 && problems.every((problem) => problem === null) };
  }
  return { tiers };
}
