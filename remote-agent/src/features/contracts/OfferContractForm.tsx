import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, QueryState, TextField, toast, useFormat, useTranslation, useWrite } from '@platform/shared';
import type { ContractDetail, ContractKind } from '@platform/shared/contract';
import { contractsQuery, offerContractMutation } from '../../api/contract';
import { useTierValue } from './ContractTerms';
import { checkOffer, type TierProblem } from './offer-rules';
import report from '../report/report.module.css';
import styles from './contracts.module.css';

export interface OfferTarget {
  id: number;
  account: string;
}

interface FormProps {
  target: OfferTarget;
  own: readonly ContractDetail[];
  onDone: () => void;
}

function OfferForm({ target, own, onDone }: FormProps) {
  const { t } = useTranslation('agent');
  const { formatPesos } = useFormat();
  const tierValue = useTierValue();
  const [kind, setKind] = useState<ContractKind>(own[0]?.kind ?? 'salary');
  const terms = own.find((contract) => contract.kind === kind) ?? own[0];
  const [values, setValues] = useState<Record<string, string[]>>({});
  const [problems, setProblems] = useState<(TierProblem | null)[]>([]);
  const [empty, setEmpty] = useState(false);
  const submit = useWrite(offerContractMutation());
  if (!terms) return null;
  const typed = values[kind] ?? terms.tiers.map(() => '');
  const title = t('offer.title', { account: target.account });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkOffer(terms, typed);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setEmpty(checked.empty);
      return;
    }
    setProblems([]);
    setEmpty(false);
    void submit.run(
      { memberId: target.id, kind, tiers: checked.tiers },
      {
        onSuccess: () => {
          toast.success(t('offer.sent', { account: target.account }));
          onDone();
        },
      },
    );
  };
  const problemText = (problem: TierProblem | null | undefined, max: string) =>
    problem ? t(`offer.problem.${problem}`, { max }) : null;

  return (
    <form className={styles.offer} noValidate aria-label={title} onSubmit={send}>
      <h3>{title}</h3>
      <fieldset className={report.choice}>
        <legend>{t('offer.kind')}</legend>
        {own.map((contract) => (
          <label key={contract.kind}>
            <input
              type="radio"
              name={`offer-kind-${target.id}`}
              value={contract.kind}
              checked={kind === contract.kind}
              onChange={() => {
                setKind(contract.kind);
                setProblems([]);
                setEmpty(false);
              }}
            />
            {t(`contracts.kind.${contract.kind}`)}
          </label>
        ))}
      </fieldset>
      {terms.tiers.map((tier, index) => {
        const max = tierValue(kind, tier.value);
        return (
          <TextField
            key={`${kind}-${tier.minimum}`}
            label={t('offer.tier', { what: t(`contract.value.${kind}`), minimum: formatPesos(tier.minimum) })}
            hint={t('offer.tier_hint', { max })}
            inputMode="decimal"
            value={typed[index] ?? ''}
            error={problemText(problems[index], max)}
            onChange={(event) => {
              const next = [...typed];
              next[index] = event.target.value;
              setValues({ ...values, [kind]: next });
            }}
          />
        );
      })}
      {empty ? <p role="alert">{t('offer.problem.empty')}</p> : null}
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('offer.cancel')}
        </Button>
        <Button type="submit" busy={submit.busy}>
          {t('offer.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * An offer to a sub-agent the agent opened, on the terms of a contract the agent has in force: the
 * same tiers, each paying no more than the agent's own. The sub-agent is asked at its next login.
 */
export function OfferContractForm({ user, target, onDone }: { user: string; target: OfferTarget; onDone: () => void }) {
  const { t } = useTranslation('agent');
  const contracts = useQuery(contractsQuery(user));
  return (
    <QueryState query={contracts}>
      {({ current }) =>
        current.length > 0 ? (
          <OfferForm target={target} own={current} onDone={onDone} />
        ) : (
          <p className={report.muted}>{t('offer.no_terms')}</p>
        )
      }
    </QueryState>
  );
}
