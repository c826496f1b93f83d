import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { PAGING, useTranslation } from '@platform/shared';
import type { ReactNode } from 'react';
import type { CarouselVendor } from './VendorCarousel';
import styles from './vendor-carousel.module.css';

export interface VendorSwiperProps {
  vendors: readonly CarouselVendor[];
  button: (vendor: CarouselVendor) => ReactNode;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (swiper: SwiperInstance) => void;
}

/**
 * The vendors paged four at a time by Swiper: loaded after the page's first paint. Each slide is as
 * wide as its vendor's name needs (see the CSS), so a long name is never broken inside a word.
 */
export default function VendorSwiper({ vendors, button, onSwiper, onSlideChange }: VendorSwiperProps) {
  const { t } = useTranslation('lobby');
  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y]}
      slidesPerView="auto"
      // The vendors' art has a fixed size: a picture arriving changes no slide's width, so Swiper need not
      // measure every slide again at each one.
      lazyPreload={false}
      slidesPerGroup={PAGING.vendorSlidesPerGroup}
      spaceBetween={8}
      // A11y brings a tabbed-to vendor into view; slides are labelled in the page's language.
      a11y={{ slideLabelMessage: t('games.vendor_slide', { index: '{{index}}', total: '{{slidesLength}}' }) }}
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {vendors.map((vendor) => (
        <SwiperSlide key={vendor.vassalage}>{button(vendor)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
