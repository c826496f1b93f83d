import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useLanguage, useTranslation } from '@platform/shared';
import type { HotMatch } from '@platform/shared/contract';
import { MatchButton } from './MatchButton';
import { tickerSwiperOptions } from './ticker-options';
import styles from './hot-match.module.css';

export interface TickerSwiperProps {
  matches: readonly HotMatch[];
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  onOpen: () => void;
}

/** The matches as a vertical Swiper carousel: loaded after the first match is on screen, still; advanced by useStillFirst. */
export default function TickerSwiper({ matches, reducedMotion, onSwiper, onOpen }: TickerSwiperProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  return (
    // Swiper reads these options once, so a change of motion preference or language remounts it.
    <Swiper
      key={`${language}-${String(reducedMotion)}`}
      className={styles.swiper}
      modules={[A11y]}
      {...tickerSwiperOptions(matches.length, reducedMotion)}
      onSwiper={onSwiper}
      a11y={{ slideLabelMessage: t('home.hot_match.slide', { index: '{{index}}', total: '{{slidesLength}}' }) }}
    >
      {matches.map((match) => (
        <SwiperSlide key={match.id}>
          <MatchButton match={match} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
