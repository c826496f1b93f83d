import { describe, expect, it } from 'vitest';
import { bannerSwiperOptions } from './BannerCarousel';

describe('bannerSwiperOptions', () => {
  it('loops, pages and advances every 5 seconds, even after a swipe, with several banners', () => {
    expect(bannerSwiperOptions(3, false)).toMatchObject({
      loop: true,
      autoplay: { delay: 5000, disableOnInteraction: false },
      pagination: { clickable: true },
      allowTouchMove: true,
    });
  });

  it('stands still with a single banner', () => {
    expect(bannerSwiperOptions(1, false)).toMatchObject({
      loop: false,
      autoplay: false,
      pagination: false,
      allowTouchMove: false,
    });
  });

  it('never advances on its own when reduced motion is asked for', () => {
    expect(bannerSwiperOptions(3, true)).toMatchObject({ loop: true, autoplay: false, speed: 0 });
  });
});
