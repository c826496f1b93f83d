import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, QueryState, TextField, useSearchParams, useTranslation, useFormat } from '@platform/shared';
import type { TeamMember } from '@platform/shared/contract';
import { teamMembersQuery } from '../../api/team-members';
import { AgentOnly } from '../../features/agent-only/AgentOnly';
import { OfferContractForm } from '../../features/contracts/OfferContractForm';
import styles from '../../features/report/report.module.css';
import own from '../../features/contracts/contracts.module.css';

interface RowProps {
  user: string;
  member: TeamMember;
  onDrill: (member: TeamMember) => void;
}

function MemberRow({ user, member, onDrill }: RowProps) {
  const { formatPesos, formatDateTime } = useFormat();
  const { t } = useTranslation('agent');
  const [offering, setOffering] = useState(false);
  // Only the agent that opened a sub-agent offers it a contract: its direct downline.
  const offers = member.isAgent && member.level === 1;
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>{member.account}</span>
      <span>{formatPesos(member.balance)}</span>
      <span className={styles.muted}>
        {t(member.isAgent ? 'members.agent' : 'members.player')} · {t('members.level', { level: member.level })} ·{' '}
        {t(`members.status.${member.status}`)}
      </span>
      <span className={styles.muted}>
        {t('members.last_login')}: {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}
      </span>
      {member.downlineCount > 0 ? (
        <button type="button" className={styles.linkButton} onClick={() => onDrill(member)}>
          {t('members.downline', { account: member.account, count: member.downlineCount })}
        </button>
      ) : null}
      {offers && !offering ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-label={t('offer.button', { account: member.account })}
          onClick={() => setOffering(true)}
        >
          {t('members.offer')}
        </button>
      ) : null}
      {offering ? (
        <div className={own.wide}>
          <OfferContractForm user={user} target={member} onDone={() => setOffering(false)} />
        </div>
      ) : null}
    </li>
  );
}

function Members({ user }: { user: string }) {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const parent = Number(params.get('parent')) || undefined;
  const account = params.get('account') ?? '';
  const [typed, setTyped] = useState(account);
  const members = useInfiniteQuery(teamMembersQuery(user, account ? { account } : { parentId: parent }));
  const first = members.data?.pages[0];
  const list = members.data?.pages.flatMap((page) => page.list) ?? [];
  // Each level is a history entry, so the browser's back goes up a level too.
  const open = (next: Record<string, string>) => setParams(next);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const name = typed.trim();
    open(name ? { account: name } : {});
  };
  return (
    <div className={styles.page}>
      <form className={styles.search} role="search" onSubmit={search}>
        <TextField label={t('members.search')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('members.search_button')}</Button>
      </form>
      {account ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setTyped('');
            open({});
          }}
        >
          {t('members.clear')}
        </button>
      ) : null}
      {first && first.path.length > 0 ? (
        <nav aria-label={t('members.breadcrumb')}>
          <ol className={styles.crumbs}>
            {first.path.map((step, index) => (
              <li key={step.id}>
                {index === first.path.length - 1 ? (
                  <span aria-current="page">{step.account}</span>
                ) : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => open(index === 0 ? {} : { parent: String(step.id) })}
                  >
                    {step.account}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <QueryState query={members}>
        {() => (
          <section className={styles.card} aria-busy={members.isFetching}>
            <p className={styles.muted} role="status">
              {t('members.results', { count: first?.total ?? 0 })}
            </p>
            <ul className={styles.list}>
              {list.map((member) => (
                <MemberRow
                  key={member.id}
                  user={user}
                  member={member}
                  onDrill={(m) => open({ parent: String(m.id) })}
                />
              ))}
            </ul>
            {members.hasNextPage ? (
              <Button
                variant="secondary"
                block
                busy={members.isFetchingNextPage}
                onClick={() => void members.fetchNextPage()}
              >
                {t('members.load_more')}
              </Button>
            ) : null}
          </section>
        )}
      </QueryState>
    </div>
  );
}

/** /m/member/team: the downline level by level, with search, paging and a breadcrumb back up. */
export function TeamMembersPage() {
  return <AgentOnly>{(agent) => <Members user={agent.userName} />}</AgentOnly>;
}
