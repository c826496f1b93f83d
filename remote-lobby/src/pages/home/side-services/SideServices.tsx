import type { ReactNode } from 'react';
import {
  Link,
  loginFor,
  paths,
  useScope,
  useSessionUser,
  useSiteConfig,
  useTranslation,
  type TextKey,
} from '@platform/shared';
import type { StartupValue } from '@platform/shared/contract';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { referralPromotionQuery } from '../../../api/promotions';
import { SiteLink } from '../parts/SiteLink';
import { linkTarget } from '../parts/link-target';
import styles from './side-services.module.css';
import { useDrawnLater } from '../../../features/drawn-later';

type SocialKey = keyof StartupValue['social'];

const PLANE =
  'M20.5 4.2L3.6 10.8c-1 .4-1 1.2-.2 1.5l4.3 1.4 1.6 5c.2.6.4.8.8.8s.6-.2.9-.5l2.2-2.1 4.4 3.3c.8.5 1.4.2 1.6-.8l2.9-13.6c.3-1.2-.4-1.7-1.6-1.6zM9.3 13.5l8.3-5.2c.4-.2.7-.1.4.2l-7 6.3-.3 3z';

const ICONS: Record<SocialKey, ReactNode> = {
  FACEBOOK: (
    <path
      fill="currentColor"
      d="M13.4 21v-7.6H16l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21z"
    />
  ),
  TELEGRAM: <path fill="currentColor" d={PLANE} />,
  TELEGRAM2: (
    <>
      <path fill="currentColor" d={PLANE} transform="translate(-1 1) scale(0.9)" />
      <circle cx="19" cy="19" r="5" fill="var(--c-accent, #f5b82e)" />
      <path d="M17.3 17.6a1.8 1.8 0 013.4.6c0 1.2-2.9 1.9-3.3 3.3h3.5" fill="none" stroke="#1a1200" strokeWidth="1.3" />
    </>
  ),
};

const SOCIAL_KEYS: readonly SocialKey[] = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2'];

/** The name each link is read out by. */
const LABELS: Record<SocialKey, TextKey<'lobby'>> = {
  FACEBOOK: 'home.side.facebook',
  TELEGRAM: 'home.side.telegram',
  TELEGRAM2: 'home.side.telegram2',
};

/**
 * Invite friends, shown only while the referral promotion runs; a guest is asked to log in first and
 * comes to the invitation page after it.
 */
function ReferralItem() {
  const { t } = useTranslation('lobby');
  const member = useSessionUser() !== null;
  return (
    <li>
      <Link
        to={member ? paths.inviteFriends : paths.login}
        onClick={member ? undefined : () => loginFor(paths.inviteFriends)}
        className={styles.item}
      >
        <span className={styles.icon}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M9 11a4 4 0 100-8 4 4 0 000 8zm-7 9c0-3.3 3.1-6 7-6s7 2.7 7 6M19 8v6m-3-3h6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <span className={styles.caption}>{t('home.side.referral')}</span>
      </Link>
    </li>
  );
}

/**
 * Home's service dock: the operator's Facebook and Telegram links (from the start-up settings), invite
 * friends while the referral promotion runs, and the app download popup where installing makes sense.
 * A row of the page with each link named under its icon, rather than buttons floating over the games:
 * it never covers a tile or its name.
 */
export function SideServices({ onOpenDownload }: { onOpenDownload?: () => void }) {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const social = useSiteConfig().startup?.social;
  const links = SOCIAL_KEYS.flatMap((key) => {
    const href = social?.[key];
    return href && linkTarget(href, window.location.origin).kind !== 'none' ? [{ key, href }] : [];
  });
  const referral = useDrawnLater(useQuery(referralPromotionQuery(useScope().merchant)));
  const referralOn = referral.data === true;
  // The dock is drawn whole once the promotion is known: an item added to it later would push the
  // others aside, under the reader's finger.
  if (referral.isPending || (links.length === 0 && !referralOn && !onOpenDownload)) return null;
  return (
    <nav className={styles.side} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('home.side.label')}
      </h2>
      <ul className={styles.list}>
        {links.map(({ key, href }) => (
          <li key={key}>
            <SiteLink href={href} className={styles.item} noReferrer>
              <span className={styles.icon}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  {ICONS[key]}
                </svg>
              </span>
              <span className={styles.caption}>{t(LABELS[key])}</span>
            </SiteLink>
          </li>
        ))}
        {referralOn ? <ReferralItem /> : null}
        {onOpenDownload ? (
          <li>
            <button type="button" className={styles.item} onClick={onOpenDownload}>
              <span className={styles.icon}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                  <path d="M12 4v11m-5-5l5 5 5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
              </span>
              <span className={styles.caption}>{t('home.side.download')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
