import type { ReactNode } from 'react';
import { Dialog, useTranslation } from '@platform/shared';
import hidden from '../../../features/ui/ui.module.css';
import type { DownloadLinks } from './download-links';
import styles from './download-popup.module.css';

const opensElsewhere = (url: string) => /^https?:\/\//i.test(url);

function DownloadOption({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('lobby');
  // An iOS app manifest (itms-services) and the profile must open in this tab to install.
  if (!opensElsewhere(href) || href.startsWith(window.location.origin)) {
    return (
      <a className={styles.option} href={href}>
        {children}
      </a>
    );
  }
  return (
    <a className={styles.option} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className={hidden.srOnly}>{t('home.opens_new_tab')}</span>
    </a>
  );
}

export interface DownloadPopupProps {
  links: DownloadLinks;
  onClose: () => void;
  onAddToHomeScreen: () => void;
}

/** The app downloads: Android, iOS and the profile (those configured), and the home-screen guide. */
export default function DownloadPopup({ links, onClose, onAddToHomeScreen }: DownloadPopupProps) {
  const { t } = useTranslation('lobby');
  const none = !links.android && !links.ios && !links.mobileConfig;
  return (
    <Dialog placement="center" title={t('home.download.popup_title')} onClose={onClose}>
      {none ? <p className={styles.note}>{t('home.download.no_links')}</p> : null}
      <ul className={styles.options}>
        {links.android ? (
          <li>
            <DownloadOption href={links.android}>{t('home.download.android')}</DownloadOption>
          </li>
        ) : null}
        {links.ios ? (
          <li>
            <DownloadOption href={links.ios}>{t('home.download.ios')}</DownloadOption>
          </li>
        ) : null}
        {links.mobileConfig ? (
          <li>
            <DownloadOption href={links.mobileConfig}>{t('home.download.profile')}</DownloadOption>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.option} onClick={onAddToHomeScreen}>
            {t('home.download.add_to_home')}
          </button>
        </li>
      </ul>
    </Dialog>
  );
}
