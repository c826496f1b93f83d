import { useId } from 'react';
import { Button, Link, openLoginDialog, paths, useTranslation, type SessionInfo } from '@platform/shared';
import type { ClubLevel, MemberInfo } from '@platform/shared/contract';
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

export interface AccountBlockProps {
  info: SessionInfo;
  member: MemberInfo | null;
  club: ClubLevel | null;
  className?: string;
}

/**
 * The signed-in member: account name, VIP label, how long ago they joined. The whole block leads to the
 * VIP benefits only when the member's level shows them.
 */
export function AccountBlock({ info, member, club, className }: AccountBlockProps) {
  const { t } = useTranslation('member');
  const nameId = useId();
  const days = member ? daysSince(member.regDate, new Date()) : null;
  const body = (
    <>
      <Avatar />
      <div className={styles.accountText}>
        <h2 id={nameId} className={styles.accountName}>
          {member?.account ?? info.userName}
        </h2>
        {club ? (
          <p className={styles.vip} data-vip>
            {t('mine.vip_label', { level: club.level, name: club.name })}
          </p>
        ) : null}
        {days !== null ? <p className={styles.joined}>{t('mine.joined_days', { count: days })}</p> : null}
      </div>
    </>
  );
  return (
    <section className={`${styles.account} ${className ?? ''}`} aria-labelledby={nameId}>
      {club?.showBenefit ? (
        <Link to={paths.vipBenefits} className={styles.accountLink}>
          {body}
          <span className={styles.benefits} data-benefits>
            {t('mine.vip_benefits')}
          </span>
        </Link>
      ) : (
        body
      )}
    </section>
  );
}

/** Visitors get the login dialog. */
export function GuestPrompt({ className }: { className?: string }) {
  const { t } = useTranslation('member');
  return (
    <section className={`${styles.account} ${className ?? ''}`}>
      <Avatar />
      <div className={styles.guest}>
        <p className={styles.joined}>{t('mine.guest_hint')}</p>
        <Button onClick={openLoginDialog}>{t('mine.guest_prompt')}</Button>
      </div>
    </section>
  );
}
