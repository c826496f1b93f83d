import { useId } from 'react';
import { Button, openLoginDialog, useTranslation, type MemberInfo, type SessionInfo } from '@platform/shared';
import { daysSince } from './days-since';
import styles from './mine-page.module.css';

function Avatar() {
  return (
    <svg className={styles.avatar} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.18" />
      <circle cx="24" cy="19" r="8" fill="currentColor" />
      <path d="M9 40a15 15 0 0130 0" fill="currentColor" />
    </svg>
  );
}

/** The signed-in member: account name and how long ago they joined. */
export function AccountBlock({ info, member }: { info: SessionInfo; member: MemberInfo | null }) {
  const { t } = useTranslation('member');
  const nameId = useId();
  const days = member ? daysSince(member.regDate, new Date()) : null;
  return (
    <section className={styles.account} aria-labelledby={nameId}>
      <Avatar />
      <div>
        <h2 id={nameId} className={styles.accountName}>
          {member?.account ?? info.userName}
        </h2>
        {days !== null ? <p className={styles.joined}>{t('mine.joined_days', { count: days })}</p> : null}
      </div>
    </section>
  );
}

/** Visitors get the login dialog. */
export function GuestPrompt() {
  const { t } = useTranslation('member');
  return (
    <section className={styles.account}>
      <Avatar />
      <div className={styles.guest}>
        <p className={styles.joined}>{t('mine.guest_hint')}</p>
        <Button onClick={openLoginDialog}>{t('mine.guest_prompt')}</Button>
      </div>
    </section>
  );
}
