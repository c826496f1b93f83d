import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, Link, QueryState, useTranslation } from '@platform/shared';
import type { ContractDetail } from '@platform/shared/contract';
import { contractsQuery } from '../../api/contract';
import { ContractDates, TierTable } from './ContractTerms';
import report from '../report/report.module.css';
import styles from './contracts.module.css';

type Group = 'pending' | 'current' | 'history';

function ContractItem({ contract, group }: { contract: ContractDetail; group: Group }) {
  const { t } = useTranslation('agent');
  // An accepted contract among the past ones is one a later contract of its kind replaced.
  const status = group === 'history' && contract.status === 'accepted' ? 'replaced' : contract.status;
  return (
    <li className={styles.contract}>
      <h3 className={styles.title}>{t(`contracts.kind.${contract.kind}`)}</h3>
      <p className={styles.status} data-status={status}>
        {t(`contracts.status.${status}`)}
      </p>
      <ContractDates contract={contract} />
      <TierTable contract={contract} />
      {group === 'pending' ? (
        <Link to={CONTRACT_PATHS[contract.kind]} className={styles.action}>
          {t('contracts.review')}
        </Link>
      ) : null}
    </li>
  );
}

function ContractGroup({ group, list }: { group: Group; list: readonly ContractDetail[] }) {
  const { t } = useTranslation('agent');
  const id = useId();
  return (
    <section className={report.card} aria-labelledby={id}>
      <h2 id={id} className={report.heading}>
        {t(`contracts.${group}`)}
      </h2>
      {list.length > 0 ? (
        <ul className={report.list}>
          {list.map((contract) => (
            <ContractItem key={contract.id} contract={contract} group={group} />
          ))}
        </ul>
      ) : (
        <p className={report.muted}>{t(`contracts.none_${group}`)}</p>
      )}
    </section>
  );
}

/** The agent's contracts: offers waiting for an answer, the contracts in force, and the past ones. */
export function ContractLists({ user }: { user: string }) {
  const contracts = useQuery(contractsQuery(user));
  return (
    <QueryState query={contracts}>
      {({ pending, current, history }) => (
        <>
          <ContractGroup group="pending" list={pending} />
          <ContractGroup group="current" list={current} />
          <ContractGroup group="history" list={history} />
        </>
      )}
    </QueryState>
  );
}
