import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import { useLanguage, useTranslation } from '@platform/shared';
import type { HotMatch } from '@platform/shared/contract';
import { PauseButton } from '../parts/PauseButton';
import { useCarouselAutoplay } from '../parts/carousel-motion';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import { matchTime } from './match-time';
import { tickerSwiperOptions } from './ticker-options';
import styles from './hot-match.module.css';

/** The hot-match strip: one match at a time, sliding up; tapping any opens the match list. */
export function HotMatchTicker({ matches, onOpen }: { matches: readonly HotMatch[]; onOpen: () => void }) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const options = tickerSwiperOptions(matches.length, reducedMotion);
  const moving = options.autoplay !== false;
  const autoplay = useCarouselAutoplay(moving);
  if (matches.length === 0) return null;
  return (
    <section className={styles.ticker} aria-label={t('home.hot_match.title')}>
      <span className={styles.badge} aria-hidden="true">
        {t('home.hot_match.badge')}
      </span>
      <div className={styles.slides} {...autoplay.focusProps}>
        <Swiper
          key={`${language}-${String(reducedMotion)}`}
          className={styles.swiper}
          modules={[A11y, Autoplay]}
          {...options}
          onSwiper={autoplay.onSwiper}
          a11y={{ slideLabelMessage: t('home.hot_match.slide', { index: '{{index}}', total: '{{slidesLength}}' }) }}
        >
          {matches.map((match) => (
            <SwiperSlide key={match.id}>
              <button
                type="button"
                className={styles.match}
                onClick={(event) => {
                  // Swiper keeps a tap on the slide from focusing the button; focused, it is where the
                  // dialog hands the focus back when it closes.
                  event.currentTarget.focus();
                  onOpen();
                }}
              >
                <span className={styles.league}>{match.league}</span>
                <span className={styles.fixture}>
                  {t('home.hot_match.fixture', { home: match.homeTeam, away: match.awayTeam })}
                </span>
                <time className={styles.time} dateTime={match.matchTime}>
                  {matchTime(match.matchTime)}
                </time>
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      {moving ? (
        <PauseButton
          paused={autoplay.paused}
          onToggle={autoplay.togglePaused}
          label={autoplay.paused ? t('home.hot_match.play') : t('home.hot_match.pause')}
        />
      ) : null}
    </section>
  );
}
