import { useQuery } from '@tanstack/react-query';
import { Button, Link, QueryState, paths, toast, useTranslation, useWrite } from '@platform/shared';
import type { ContractDetail, ContractKind } from '@platform/shared/contract';
import { contractAnswerMutation, contractQuery } from '../../api/contract';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { ContractDates, TierTable } from '../../features/contracts/ContractTerms';
import styles from '../../features/report/report.module.css';
import own from '../../features/contracts/contracts.module.css';

function Terms({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation('agent');
  return (
    <>
      <p>
        <strong>{t(`contract.status.${contract.status}`)}</strong>
      </p>
      <ContractDates contract={contract} />
      <h2 className={styles.heading}>{t('contract.tiers')}</h2>
      <TierTable contract={contract} />
    </>
  );
}

function Contract({ user, kind }: { user: string; kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const query = useQuery(contractQuery(user, kind));
  const submit = useWrite(contractAnswerMutation(user, kind));
  const decide = (decision: 'accept' | 'decline') =>
    void submit.run(decision, {
      onSuccess: () => toast.success(t(decision === 'accept' ? 'contract.accepted' : 'contract.declined')),
    });
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <QueryState query={query}>
          {(contract) =>
            contract ? (
              <>
                <Terms contract={contract} />
                {contract.status === 'pending' ? (
                  <div className={styles.choice}>
                    <Button variant="secondary" busy={submit.busy} onClick={() => decide('decline')}>
                      {t('contract.decline')}
                    </Button>
                    <Button busy={submit.busy} onClick={() => decide('accept')}>
                      {t('contract.accept')}
                    </Button>
                  </div>
                ) : null}
              </>
            ) : (
              <p>{t('contract.none')}</p>
            )
          }
        </QueryState>
      </section>
      <nav className={own.links} aria-label={t('contracts.title')}>
        <Link to={paths.agentDividend} className={styles.backLink}>
          {t('contracts.all')}
        </Link>
        <Link to={paths.agent} className={styles.backLink}>
          {t('contract.back')}
        </Link>
      </nav>
    </div>
  );
}

/** A contract's terms, and accept or decline while it waits for an answer. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  return <AgentOnly>{(agent) => <Contract user={agent.userName} kind={kind} />}</AgentOnly>;
}
