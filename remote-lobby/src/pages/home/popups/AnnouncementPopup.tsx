import { useState, type MouseEvent } from 'react';
import { buttonClass, Dialog, SafeHtml, useNavigate, useTranslation } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { SiteLink } from '../parts/SiteLink';
import { followLink } from '../parts/follow-link';
import { linkTarget } from '../parts/link-target';
import styles from './announcement-popup.module.css';

export interface AnnouncementPopupProps {
  popups: readonly Announcement[];
  onClose: () => void;
}

/** The announcement popups, one page each: server HTML (sanitized), its link, and previous/next. */
export default function AnnouncementPopup({ popups, onClose }: AnnouncementPopupProps) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const last = popups.length - 1;
  const page = Math.min(index, last);
  const popup = popups[page];
  if (!popup) return null;

  // Links inside the server's HTML go through the same decision as every other server link.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!anchor) return;
    event.preventDefault();
    const target = linkTarget(anchor.getAttribute('href'), window.location.origin);
    if (target.kind === 'none') return;
    onClose();
    followLink(target, (path) => void navigate(path));
  };

  const go = (to: number) => () => setIndex(Math.max(0, Math.min(last, to)));

  return (
    <Dialog placement="center" title={popup.title} onClose={onClose} className={styles.popup}>
      <div className={styles.content} onClick={onContentClick}>
        <SafeHtml html={popup.content} />
      </div>
      <SiteLink href={popup.link} className={buttonClass('primary', true)} onFollow={onClose} fallback={null}>
        {t('home.popup.open')}
      </SiteLink>
      {popups.length > 1 ? (
        <nav className={styles.pager} aria-label={t('home.popup.pages')}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('home.popup.previous')}
            aria-disabled={page === 0}
            onClick={go(page - 1)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <span className={styles.count} aria-live="polite">
            {t('home.popup.count', { index: page + 1, total: popups.length })}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={t('home.popup.next')}
            aria-disabled={page === last}
            onClick={go(page + 1)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
