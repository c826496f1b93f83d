import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CONTRACT_KINDS,
  NO_CONTRACT_TYPES,
  PENDING_CONTRACT_FIELDS,
  confirmDialog,
  paths,
  useNavigate,
  useTranslation,
  type ContractKind,
  type SessionInfo,
} from '@platform/shared';
import { pendingContractsQuery } from '../../api/pending-contracts';

export const CONTRACT_PATHS: Record<ContractKind, string> = {
  salary: paths.salaryContract,
  dividend: paths.dividendContract,
  hourly: paths.hourContract,
};

/**
 * Asks about each pending contract, one dialog after the other: go opens its contract page (and ends
 * the round), cancel moves to the next. Each answer of the server is asked about once.
 */
export function useContractPrompts(agent: SessionInfo): void {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const checks = !NO_CONTRACT_TYPES.includes(agent.type);
  const pending = useQuery({ ...pendingContractsQuery(agent.userName), enabled: checks });
  const asked = useRef<unknown>(null);

  useEffect(() => {
    const value = pending.data;
    if (!value || asked.current === value) return;
    asked.current = value;
    const kinds = CONTRACT_KINDS.filter((kind) => value[PENDING_CONTRACT_FIELDS[kind]] !== null);
    let active = true;
    void (async () => {
      for (const kind of kinds) {
        const go = await confirmDialog({
          title: t('contract.prompt.title'),
          message: t(`contract.prompt.${kind}`),
          confirmText: t('contract.prompt.go'),
          cancelText: t('contract.prompt.cancel'),
        });
        if (!active) return;
        if (go) {
          navigate(CONTRACT_PATHS[kind]);
          return;
        }
      }
    })();
    return () => {
      active = false;
    };
  }, [pending.data, navigate, t]);
}
