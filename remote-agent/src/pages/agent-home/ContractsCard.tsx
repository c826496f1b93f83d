import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_PATHS, Link, paths, useTranslation } from '@platform/shared';
import { contractsQuery } from '../../api/contract';
import styles from './agent-home.module.css';

/** The agent's contracts at a glance: each offer waiting for an answer, those in force, and the way to all of them. */
export function ContractsCard({ user }: { user: string }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const contracts = useQuery(contractsQuery(user));
  if (!contracts.data) return null;
  const { pending, current } = contracts.data;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardLabel}>
        {t('contracts.title')}
      </h2>
      {pending.length > 0 ? (
        <>
          <p className={styles.contractsLine}>{t('contracts.waiting', { count: pending.length })}</p>
          <ul className={styles.contractLinks}>
            {pending.map((contract) => (
              <li key={contract.id}>
                <Link to={CONTRACT_PATHS[contract.kind]} className={styles.contractLink}>
                  {t(`contracts.kind.${contract.kind}`)} · {t('contracts.review')}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.contractsLine}>
        {current.length > 0
          ? t('contracts.in_force', { kinds: current.map((c) => t(`contracts.kind.${c.kind}`)).join(', ') })
          : t('contracts.none_current')}
      </p>
      <Link to={paths.agentDividend} className={styles.contractLink}>
        {t('contracts.all')}
      </Link>
    </section>
  );
}
