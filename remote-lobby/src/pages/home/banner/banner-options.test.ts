import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastOf } from '@platform/shared/contract';
import { bannerAdvance, bannerSwiperOptions } from './BannerCarousel';

describe('how the banners move', () => {
  it('loops, pages and advances every 5 seconds with several banners', () => {
    expect(bannerSwiperOptions(3, false)).toMatchObject({
      loop: true,
      pagination: { clickable: true },
      allowTouchMove: true,
    });
    expect(bannerAdvance(3, false)).toBe(5000);
  });

  it('stands still with a single banner', () => {
    expect(bannerSwiperOptions(1, false)).toMatchObject({
      loop: false,
      pagination: false,
      allowTouchMove: false,
    });
    expect(bannerAdvance(1, false)).toBeNull();
  });

  it('never advances on its own when reduced motion is asked for', () => {
    expect(bannerSwiperOptions(3, true)).toMatchObject({ loop: true, speed: 0 });
    expect(bannerAdvance(3, true)).toBeNull();
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
