import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastOf } from '@platform/shared/contract';
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

describe('the banner call to action', () => {
  it('is written at WCAG AA contrast on its own background', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'banner-carousel.module.css'), 'utf8');
    const rule = /\.cta \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const background = /\bbackground: (#[0-9a-f]{3,6});/i.exec(rule)?.[1] ?? '';
    const colour = /\bcolor: (#[0-9a-f]{3,6});/i.exec(rule)?.[1] ?? '';
    expect(contrastOf(colour, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
