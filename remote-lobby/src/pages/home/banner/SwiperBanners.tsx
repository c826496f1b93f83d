import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { useLanguage, useTranslation } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { BannerSlide, bannerSwiperOptions } from './banner-slide';

export interface SwiperBannersProps {
  banners: readonly Announcement[];
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
}

/** The banners as a Swiper carousel: loaded after the first banner is on screen; advanced by useStillFirst. */
export default function SwiperBanners({ banners, reducedMotion, onSwiper }: SwiperBannersProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  return (
    // Swiper reads these options once, so a change of motion preference or language remounts it.
    <Swiper
      key={`${language}-${String(reducedMotion)}`}
      modules={[A11y, Pagination]}
      {...bannerSwiperOptions(banners.length, reducedMotion)}
      onSwiper={onSwiper}
      a11y={{
        slideLabelMessage: t('home.banner_slide', { index: '{{index}}', total: '{{slidesLength}}' }),
        paginationBulletMessage: t('home.go_to_banner', { index: '{{index}}' }),
      }}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
