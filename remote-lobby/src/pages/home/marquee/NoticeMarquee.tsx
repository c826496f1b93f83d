import { Fragment, useState, type CSSProperties } from 'react';
import { Link, paths, useTranslation } from '@platform/shared';
import { PauseButton } from '../parts/PauseButton';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import hidden from '../../../features/ui/ui.module.css';
import styles from './notice-marquee.module.css';

/** Seconds for one pass: long enough to read, about the same speed whatever the length. */
export const marqueeSeconds = (titles: readonly string[]) =>
  Math.max(10, Math.round(6 + titles.join('').length * 0.25));

/** The announcement ticker: titles scroll by, a button stops them; the strip opens /m/notice. */
export function NoticeMarquee({ titles }: { titles: readonly string[] }) {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = titles.length > 0;
  const items = moving ? titles : [t('home.no_announcement')];
  const duration = { '--marquee-duration': `${marqueeSeconds(items)}s` } as CSSProperties;
  const trackClass = [styles.track, moving ? styles.moving : '', paused ? styles.paused : ''].join(' ');
  return (
    <div className={styles.marquee}>
      <Link to={paths.notice} className={styles.link}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 10v4a1 1 0 001 1h2l4 4h2V5h-2L6 9H4a1 1 0 00-1 1zm13.5 2a4.5 4.5 0 00-2.5-4v8a4.5 4.5 0 002.5-4zM14 3.2v2.1a7 7 0 010 13.4v2.1a9 9 0 000-17.6z"
          />
        </svg>
        <span className={hidden.srOnly}>{`${t('home.announcements')}:`}</span>{' '}
        <span className={styles.viewport}>
          <span className={trackClass} style={moving ? duration : undefined}>
            {/* The spaces between items keep the titles apart in the link's accessible name. */}
            {items.map((title, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span className={styles.item}>{title}</span>
              </Fragment>
            ))}
          </span>
        </span>
      </Link>
      {moving && !reducedMotion ? (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((value) => !value)}
          label={paused ? t('home.marquee_play') : t('home.marquee_pause')}
        />
      ) : null}
    </div>
  );
}
