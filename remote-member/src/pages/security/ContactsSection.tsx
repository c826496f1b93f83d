import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, QueryState, memberInfoQuery, useTranslation } from '@platform/shared';
import { BIND_KINDS, type BindKind } from '@platform/shared/contract';
import styles from '../../features/money/money.module.css';
import { BindContactDialog } from './BindContactDialog';
import own from './security.module.css';

/** The bound mobile number and e-mail, masked, each with its bind or change action. */
export function ContactsSection({ user }: { user: string }) {
  const { t } = useTranslation('member');
  // Asked afresh here: the record kept for the session may predate a change made elsewhere.
  const member = useQuery({ ...memberInfoQuery(user), staleTime: 0 });
  const [binding, setBinding] = useState<{ kind: BindKind; changing: boolean } | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.heading}>
        {t('binding.title')}
      </h2>
      <QueryState query={member}>
        {(info) => (
          <ul className={styles.list}>
            {BIND_KINDS.map((kind) => {
              const value = info[kind] ?? null;
              return (
                <li key={kind} className={styles.row}>
                  <div>
                    <p className={styles.muted}>{t(`binding.${kind}.label`)}</p>
                    <p className={own.value} data-bound={value !== null}>
                      {value ?? t('binding.not_bound')}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    className={own.action}
                    aria-label={t(`binding.${kind}.${value === null ? 'bind' : 'change'}`)}
                    onClick={() => setBinding({ kind, changing: value !== null })}
                  >
                    {t(value === null ? 'binding.bind' : 'binding.change')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {binding ? <BindContactDialog user={user} {...binding} onClose={() => setBinding(null)} /> : null}
    </section>
  );
}
