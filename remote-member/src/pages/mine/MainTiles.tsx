import type { ReactNode } from 'react';
import { Link, paths, useTranslation, type TextKey } from '@platform/shared';
import { useGuestGuard } from '../../features/guest-guard/use-guest-guard';
import styles from './mine-page.module.css';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

const TILES: ReadonlyArray<{ key: TextKey<'member', 'mine.tiles'>; to: string; icon: ReactNode }> = [
  {
    key: 'deposit',
    to: paths.deposit,
    icon: icon('M3 6h18v12H3zM5 8v8h14V8zm7 1.5a2.5 2.5 0 110 5 2.5 2.5 0 010-5z'),
  },
  {
    key: 'betting_record',
    to: paths.gameRecord,
    icon: icon('M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8 12h10v1.5H8zm0 3.5h10V17H8zm0-7h5V10H8z'),
  },
  {
    key: 'account_record',
    to: paths.transactionRecord,
    icon: icon('M4 4h16v4H4zm0 6h16v10H4zm3 3v1.5h6V13zm0 3v1.5h10V16z'),
  },
  {
    key: 'security_centre',
    to: paths.securityCenter,
    icon: icon('M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1 13.2l6-6-1.4-1.4-4.6 4.6-2.1-2.1L7.5 11.7z'),
  },
];

/** Deposit, betting record, account record and security centre; visitors are asked to log in. */
export function MainTiles({ className }: { className?: string }) {
  const { t } = useTranslation('member');
  const guard = useGuestGuard();
  return (
    <nav className={`${styles.tiles} ${className ?? ''}`} aria-label={t('mine.shortcuts')}>
      {TILES.map((tile) => (
        <Link key={tile.key} to={tile.to} className={styles.tile} onClick={guard}>
          {tile.icon}
          <span>{t(`mine.tiles.${tile.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
