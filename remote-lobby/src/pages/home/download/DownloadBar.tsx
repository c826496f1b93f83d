import { useMemo, useState, type CSSProperties } from 'react';
import { IconButton, Link, paths, useLanguage, useSiteConfig, useTranslation } from '@platform/shared';
import { CrossIcon } from '../parts/icons';
import { AppIcon } from './AppIcon';
import type { DownloadLinks } from './download-links';
import { closeDownloadBar, currentDownloadContext, downloadBarBlock, isDownloadBarClosed } from './download-rules';
import styles from './download-bar.module.css';

/** The stores give no rating to read; the bar shows the full five stars the operator advertises. */
const APP_RATING = 5;

function Stars({ label }: { label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: APP_RATING }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
          <path fill="currentColor" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
        </svg>
      ))}
    </span>
  );
}

/** The app download bar at the top of home, unless one of the spec's hiding rules applies. */
export function DownloadBar({ links }: { links: DownloadLinks }) {
  const { t } = useTranslation('lobby');
  const template = useSiteConfig().startup?.mobileTemplate;
  // The operator's tagline in the page's language; the site's own words when it wrote none in it.
  const tagline = useLanguage() === 'en' ? template?.app_desc_en : template?.app_desc;
  const [closed, setClosed] = useState(isDownloadBarClosed);
  const context = useMemo(() => currentDownloadContext(links), [links]);
  if (downloadBarBlock({ ...context, closed }) !== null) return null;

  const colours = {
    '--bar-bg': template?.app_background,
    '--bar-fg': template?.app_desc_font_color,
  } as CSSProperties;
  return (
    <aside className={styles.bar} style={colours} aria-label={t('home.download.bar')}>
      <AppIcon src={links.icon} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.description}>{tagline || t('home.download.description')}</p>
        <Stars label={t('home.download.rating', { rating: APP_RATING })} />
      </div>
      <Link to={paths.download} className={styles.download}>
        {t('home.download.download')}
      </Link>
      <IconButton
        className={styles.close}
        aria-label={t('home.download.close_bar')}
        onClick={() => {
          closeDownloadBar();
          setClosed(true);
        }}
      >
        <CrossIcon />
      </IconButton>
    </aside>
  );
}
