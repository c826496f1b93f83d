import { NavLink, useNavigate } from 'react-router-dom';
import { sessionState, toast, TOAST_MS, useSiteConfig, useTranslation } from '@platform/shared';
import { MEMBER_TYPE } from '@platform/shared/contract';
import { NAV_PATHS } from './destinations';
import styles from './bottom-nav.module.css';

const ICONS = {
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  promo: 'M4 8h16v4H4z M6 12h12v8H6z M12 8v12 M12 8c-2-4-6-3-5 0 M12 8c2-4 6-3 5 0',
  deposit: 'M12 5v14 M5 12h14',
  service: 'M4 13a8 8 0 0116 0v4h-4v-5h4 M4 17v-5h4v5z',
  member: 'M12 12a4 4 0 100-8 4 4 0 000 8z M4 21a8 8 0 0116 0',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Member: guests go to login, trial accounts are turned away, everyone else goes to Mine. */
function useMemberNavigation() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return () => {
    const info = sessionState.info;
    if (!info) navigate(NAV_PATHS.login);
    else if (info.type === MEMBER_TYPE.trial) toast.info(t('nav.free_reject'), TOAST_MS.reject);
    else navigate(NAV_PATHS.member);
  };
}

/** The five-item bottom navigation. */
export function BottomNav() {
  const { t } = useTranslation('host');
  const { startup } = useSiteConfig();
  const goMember = useMemberNavigation();
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.item} ${isActive ? styles.active : ''}`;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <NavLink to={NAV_PATHS.home} className={linkClass}>
        <Icon d={ICONS.home} />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink to={NAV_PATHS.promo} className={linkClass}>
        <Icon d={ICONS.promo} />
        <span>{t('nav.promo')}</span>
      </NavLink>
      <NavLink to={NAV_PATHS.deposit} className={`${styles.item} ${styles.centre}`}>
        <span className={styles.centreDisc}>
          <Icon d={ICONS.deposit} />
        </span>
        <span>{t('nav.deposit')}</span>
      </NavLink>
      <a className={styles.item} href={startup?.customerService.url ?? '#'} target="_blank" rel="noopener noreferrer">
        <Icon d={ICONS.service} />
        <span>{t('nav.service')}</span>
      </a>
      <button type="button" className={styles.item} onClick={goMember}>
        <Icon d={ICONS.member} />
        <span>{t('nav.member')}</span>
      </button>
    </nav>
  );
}
