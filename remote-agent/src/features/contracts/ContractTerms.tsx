import { useFormat, useTranslation } from '@platform/shared';
import type { ContractDetail, ContractKind } from '@platform/shared/contract';
import styles from '../report/report.module.css';
import own from './contracts.module.css';

/** What a tier pays, as the kind counts it: pesos a day or an hour, or a share of the team's loss. */
export function useTierValue() {
  const { formatPesos } = useFormat();
  return (kind: ContractKind, value: number) => (kind === 'dividend' ? `${value}%` : formatPesos(value));
}

/** A contract's tiers: from which team figure each pays what. */
export function TierTable({ contract }: { contract: Pick<ContractDetail, 'kind' | 'tiers'> }) {
  const { formatPesos } = useFormat();
  const { t } = useTranslation('agent');
  const tierValue = useTierValue();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t(`contract.minimum.${contract.kind}`)}</th>
          <th scope="col">{t(`contract.value.${contract.kind}`)}</th>
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier) => (
          <tr key={tier.minimum}>
            <td>{formatPesos(tier.minimum)}</td>
            <td>{tierValue(contract.kind, tier.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Who offered the contract and when, and when it was answered. */
export function ContractDates({ contract }: { contract: ContractDetail }) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('agent');
  return (
    <>
      <p className={`${styles.muted} ${own.dates}`}>
        {contract.offeredBy === null
          ? t('contract.offered_by_house')
          : t('contract.offered_by', { account: contract.offeredBy })}{' '}
        · {t('contract.offered', { date: formatDateTime(contract.createdAt) })}
      </p>
      {contract.answeredAt ? (
        <p className={`${styles.muted} ${own.dates}`}>
          {t('contract.answered', { date: formatDateTime(contract.answeredAt) })}
        </p>
      ) : null}
    </>
  );
}
