import { lazy } from 'react';
import { useTranslation } from '@platform/shared';
import type { HotMatch } from '@platform/shared/contract';
import { OptionalPart } from '../../../features/optional-part';
import { PauseButton } from '../parts/PauseButton';
import { useStillFirst } from '../parts/still-first';
import { usePrefersReducedMotion } from '../parts/use-reduced-motion';
import { MatchButton } from './MatchButton';
import { tickerAdvance } from './ticker-options';
import styles from './hot-match.module.css';

// The same chunk as the banners' carousel: Swiper's code comes once, for both, when the page is idle.
const TickerSwiper = lazy(() => import(/* webpackChunkName: "home-swiper" */ './TickerSwiper'));

/**
 * The hot-match strip: one match at a time, sliding up; tapping any opens the match list. The first
 * match stands still until the page is idle or the strip is touched; then the carousel takes its place.
 */
export function HotMatchTicker({
  matches,
  onOpen,
  listOpen,
}: {
  matches: readonly HotMatch[];
  onOpen: () => void;
  /** The match list is open: the still match it was opened from stays, for focus to come back to. */
  listOpen: boolean;
}) {
  const { t } = useTranslation('lobby');
  const reducedMotion = usePrefersReducedMotion();
  const advanceEvery = tickerAdvance(matches.length, reducedMotion);
  const moving = advanceEvery !== null;
  const { box, carousel, onSwiper, slideFocus, paused, togglePaused } = useStillFirst({
    several: matches.length > 1,
    advanceEvery,
    hold: listOpen,
  });
  const [first] = matches;
  if (first === undefined) return null;

  const still = (
    <div className={styles.swiper}>
      <MatchButton match={first} onOpen={onOpen} />
    </div>
  );
  return (
    <section ref={box} className={styles.ticker} aria-label={t('home.hot_match.title')}>
      <span className={styles.badge} aria-hidden="true">
        {t('home.hot_match.badge')}
      </span>
      <div className={styles.slides} {...slideFocus}>
        {matches.length === 1 || !carousel ? (
          still
        ) : (
          // Without the carousel's code, the first match stays, still.
          <OptionalPart loading={still} failed={() => still}>
            <TickerSwiper matches={matches} reducedMotion={reducedMotion} onSwiper={onSwiper} onOpen={onOpen} />
          </OptionalPart>
        )}
      </div>
      {/* Shown from the first paint: pressed before the carousel is up, it brings the carousel,
          which then starts paused. */}
      {moving ? (
        <PauseButton
          paused={paused}
          onToggle={togglePaused}
          label={paused ? t('home.hot_match.play') : t('home.hot_match.pause')}
        />
      ) : null}
    </section>
  );
}
