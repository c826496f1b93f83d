import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pendingContractsQuery } from '../api/pending-contracts';
import { paths } from '../config/paths';
import {
  CONTRACT_KINDS,
  NO_CONTRACT_TYPES,
  PENDING_CONTRACT_FIELDS,
  type ContractKind,
  type PendingContractsValue,
} from '../contract';
import { translate } from '../i18n/instance';
import { confirmDialog } from '../ui/feedback-store';
import type { SessionInfo } from './store';

export const CONTRACT_PATHS: Record<ContractKind, string> = {
  salary: paths.salaryContract,
  dividend: paths.dividendContract,
  hourly: paths.hourContract,
};

/** Whether a member of this type is asked about pending contracts (spec: all but 4, 40, 41 and 42). */
export const getsContractChecks = (type: number) => !NO_CONTRACT_TYPES.includes(type);

interface Asker {
  stillWanted: () => boolean;
  answer: (kind: ContractKind | null) => void;
}

// The login and the agent home may both ask at once (a login that lands on the agent home), and a page
// that mounts again asks again: one round of dialogs at a time, so the member never answers the same
// question twice in a row. A caller that comes while a round is open joins it, and the round goes on
// while any caller still wants it.
let askers: Asker[] | null = null;

async function runRound(value: PendingContractsValue, joined: Asker[]): Promise<void> {
  const wanted = () => joined.filter((asker) => asker.stillWanted());
  let chosen: ContractKind | null = null;
  for (const kind of CONTRACT_KINDS.filter((each) => value[PENDING_CONTRACT_FIELDS[each]] !== null)) {
    const go = await confirmDialog({
      title: translate('contract_prompt.title'),
      message: translate(`contract_prompt.${kind}`),
      confirmText: translate('contract_prompt.go'),
      cancelText: translate('contract_prompt.cancel'),
    });
    if (wanted().length === 0) break;
    if (go) {
      chosen = kind;
      break;
    }
  }
  // Only the latest caller still wanting the answer acts on a "go"; the others hear that the round is over.
  const last = wanted().at(-1);
  for (const asker of joined) asker.answer(asker === last ? chosen : null);
}

/**
 * Asks about each pending contract, one dialog after the other. Resolves with the kind whose "go" was
 * chosen, or null when every prompt was put off (or the round was answered for a later caller).
 */
export function askAboutContracts(
  value: PendingContractsValue,
  stillWanted: () => boolean = () => true,
): Promise<ContractKind | null> {
  return new Promise((answer) => {
    if (askers) {
      askers.push({ stillWanted, answer });
      return;
    }
    const joined: Asker[] = [{ stillWanted, answer }];
    askers = joined;
    void runRound(value, joined)
      .catch(() => {
        for (const asker of joined) asker.answer(null);
      })
      .finally(() => {
        askers = null;
      });
  });
}

export interface ContractPromptOptions {
  /** Whether to check now (the agent home always; the site only right after a login). */
  active?: boolean;
  /** Called once a round of prompts is over, whatever was chosen. */
  onDone?: () => void;
}

/**
 * Checks the member's pending contracts while active and asks about them; "go" opens the contract's
 * page. Each answer of the server is asked about once.
 */
export function useContractPrompts(member: SessionInfo | null, { active = true, onDone }: ContractPromptOptions = {}) {
  const navigate = useNavigate();
  const checks = member !== null && active && getsContractChecks(member.type);
  const pending = useQuery({ ...pendingContractsQuery(member?.userName ?? ''), enabled: checks });
  const asked = useRef<unknown>(null);
  // Kept out of the effect's dependencies: the navigate function changes with the location, and a
  // login moves on to another page while the first prompt is open; that must not end the round.
  const done = useRef(onDone);
  const go = useRef(navigate);
  useEffect(() => {
    done.current = onDone;
    go.current = navigate;
  });
  const value = checks ? pending.data : undefined;

  useEffect(() => {
    if (!value || asked.current === value) return;
    asked.current = value;
    let wanted = true;
    void askAboutContracts(value, () => wanted).then((kind) => {
      if (kind) go.current(CONTRACT_PATHS[kind]);
      if (wanted) done.current?.();
    });
    return () => {
      wanted = false;
    };
  }, [value]);
}
