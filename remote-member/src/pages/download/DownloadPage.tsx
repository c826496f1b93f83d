import { useId, type ReactNode } from 'react';
import { Empty, PageTopBar, useSiteConfig, useTranslation } from '@platform/shared';
import { useBackTarget } from '../../features/back/back-target';
import { downloadLinks, platformOf, type AppPlatform } from './download-links';
import styles from './download.module.css';

interface OptionProps {
  href: string;
  title: string;
  hint: string;
  recommended: boolean;
  /** The profile is a file of the site; the apps open their store or file in a new tab. */
  file?: boolean;
  icon: ReactNode;
}

function Option({ href, title, hint, recommended, file, icon }: OptionProps) {
  const { t } = useTranslation('member');
  const target = file ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <li>
      <a href={href} className={`${styles.option} ${recommended ? styles.recommended : ''}`} {...target}>
        <span className={styles.optionIcon}>{icon}</span>
        <span className={styles.optionText}>
          <span className={styles.optionTitle}>{title}</span>
          <span className={styles.optionHint}>{hint}</span>
          {recommended ? <span className={styles.badge}>{t('download.recommended')}</span> : null}
        </span>
      </a>
    </li>
  );
}

const glyph = (d: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);
const ANDROID = glyph(
  'M6 9h12v8a1 1 0 01-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 01-1-1zm-3 0h2v7H3zm16 0h2v7h-2zM7.6 3.3l1 1.7A6 6 0 0118 8H6a6 6 0 012.5-3L7.5 3.4zM9.5 6a.8.8 0 100 1.6.8.8 0 000-1.6zm5 0a.8.8 0 100 1.6.8.8 0 000-1.6z',
);
const APPLE = glyph(
  'M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 00-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 00-3.8 2.3c-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3s1.6-.8 3-.8 1.8.8 3 .7 2-1.1 2.7-2.2a9.5 9.5 0 001.2-2.5 4 4 0 01-2.3-3.7zM14.2 5.8A4 4 0 0015.1 3a4.1 4.1 0 00-2.7 1.4 3.8 3.8 0 00-1 2.7 3.4 3.4 0 002.8-1.3z',
);
const PROFILE = glyph(
  'M7 2h10a2 2 0 012 2v16a2 2 0 01-2 2H7a2 2 0 01-2-2V4a2 2 0 012-2zm0 3v13h10V5zm2 2h6v2H9zm0 4h6v2H9zm2.5 7.5h1V20h-1z',
);

/** /m/download: the app for Android and iOS, and the iOS home-screen profile, from the start-up settings. */
export function DownloadPage() {
  const { t } = useTranslation('member');
  const back = useBackTarget();
  const headingId = useId();
  const { startup } = useSiteConfig();
  const links = downloadLinks(startup?.resources ?? [], window.location.origin);
  const platform: AppPlatform = platformOf(navigator.userAgent);
  const template = startup?.mobileTemplate;
  const offers: Array<(OptionProps & { id: string }) | null> = [
    links.android
      ? {
          id: 'android',
          href: links.android,
          title: t('download.android'),
          hint: t('download.android_hint'),
          recommended: platform === 'android',
          icon: ANDROID,
        }
      : null,
    links.ios
      ? {
          id: 'ios',
          href: links.ios,
          title: t('download.ios'),
          hint: t('download.ios_hint'),
          recommended: platform === 'ios',
          icon: APPLE,
        }
      : null,
    // Without an iOS app, the profile is what an iPhone should take.
    links.profile
      ? {
          id: 'profile',
          href: links.profile,
          title: t('download.profile'),
          hint: t('download.profile_hint'),
          recommended: platform === 'ios' && !links.ios,
          file: true,
          icon: PROFILE,
        }
      : null,
  ];
  const options = offers.filter((option) => option !== null);

  return (
    <div className={styles.page}>
      <PageTopBar title={t('download.title')} backLabel={t('common.back')} backTo={back} />
      <section
        className={styles.hero}
        style={{ background: template?.app_background, color: template?.app_desc_font_color }}
        aria-labelledby={headingId}
      >
        {links.icon ? <img className={styles.appIcon} src={links.icon} alt="" width="96" height="96" /> : null}
        <h2 id={headingId} className={styles.heading}>
          {t('download.heading')}
        </h2>
        {template?.app_desc ? <p className={styles.desc}>{template.app_desc}</p> : null}
      </section>
      {options.length > 0 ? (
        <ul className={styles.options} aria-label={t('download.options')}>
          {options.map((option) => (
            <Option key={option.id} {...option} />
          ))}
        </ul>
      ) : (
        <Empty text={t('download.none')} />
      )}
    </div>
  );
}
