import { lazy, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { IconButton, PAGING, useTranslation } from '@platform/shared';
import { OptionalPart } from '../optional-part';
import styles from './vendor-carousel.module.css';

// Swiper is most of the list page's own code: the first vendors are drawn without it, in the same
// places, and the carousel takes over once its code is in.
const VendorSwiper = lazy(() => import(/* webpackChunkName: "vendor-swiper" */ './VendorSwiper'));

/** A vendor as the carousel shows it. */
export interface CarouselVendor {
  vassalage: string;
  vendorName: string;
  iconUrl: string;
}

export interface VendorCarouselProps {
  vendors: readonly CarouselVendor[];
  /** The chosen vendor's code; its button is pressed. */
  selected?: string;
  onSelect: (vassalage: string) => void;
  /** The group's accessible name. */
  label: string;
}

/** More than five vendors are paged four at a time (spec §9); five or fewer sit in one row. */
export const isPaged = (count: number) => count > PAGING.vendorCarouselGroupAbove;

/** A vendor's art and name as a button; `pressed` makes it a toggle. */
export function VendorButton({
  vendor,
  pressed,
  onSelect,
}: {
  vendor: CarouselVendor;
  pressed?: boolean;
  onSelect: () => void;
}) {
  return (
    <button type="button" className={styles.vendor} aria-pressed={pressed} onClick={onSelect}>
      <img className={styles.art} src={vendor.iconUrl} alt="" width={160} height={80} loading="lazy" decoding="async" />
      <span className={styles.name}>{vendor.vendorName}</span>
    </button>
  );
}

/** A chevron pointing right; the previous-page one is the same turned round. */
function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={back ? styles.back : undefined}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The vendors of a category as toggle buttons. It never moves on its own (no autoplay), so there is
 * nothing to pause; with reduced motion its page turns are instant (see the CSS).
 */
export function VendorCarousel({ vendors, selected, onSelect, label }: VendorCarouselProps) {
  const { t } = useTranslation('lobby');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  if (vendors.length === 0) return null;
  const button = (vendor: CarouselVendor) => (
    <VendorButton vendor={vendor} pressed={vendor.vassalage === selected} onSelect={() => onSelect(vendor.vassalage)} />
  );
  if (!isPaged(vendors.length)) {
    return (
      <div role="group" aria-label={label} className={styles.row}>
        {vendors.map((vendor) => (
          <div key={vendor.vassalage} className={styles.cell}>
            {button(vendor)}
          </div>
        ))}
      </div>
    );
  }
  const track = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
  // The first group, where Swiper will put it; the arrows wait for Swiper.
  const still = (
    <div className={`${styles.swiper} ${styles.still}`}>
      {vendors.slice(0, PAGING.vendorSlidesPerGroup).map((vendor) => (
        <div key={vendor.vassalage} className={styles.stillCell}>
          {button(vendor)}
        </div>
      ))}
    </div>
  );
  return (
    <div role="group" aria-label={label} className={styles.carousel}>
      <IconButton
        className={styles.arrow}
        aria-label={t('games.vendors_previous')}
        disabled={swiper === null || edges.start}
        onClick={() => swiper?.slidePrev()}
      >
        <Chevron back />
      </IconButton>
      {/* Without Swiper's code, the first vendors stay (the filter lists them all). */}
      <OptionalPart loading={still} failed={() => still}>
        <VendorSwiper
          vendors={vendors}
          button={button}
          onSwiper={(instance) => {
            setSwiper(instance);
            track(instance);
          }}
          onSlideChange={track}
        />
      </OptionalPart>
      <IconButton
        className={styles.arrow}
        aria-label={t('games.vendors_next')}
        disabled={swiper === null || edges.end}
        onClick={() => swiper?.slideNext()}
      >
        <Chevron />
      </IconButton>
    </div>
  );
}
