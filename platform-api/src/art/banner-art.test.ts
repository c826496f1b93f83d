import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastOf, rgbOf } from '@platform/shared/contract';
import { SEED_ANNOUNCEMENTS } from '../db/seed/announcements';
import { BANNER_DESIGNS, bannerSvg, headlineLines } from './banner-art';
import { allElements, parseXml } from './xml-kit';

/** The colour halfway along a gradient between two colours. */
const middleOf = (a: string, b: string) =>
  `#${rgbOf(a)
    .map((channel, i) => Math.round((channel + (rgbOf(b)[i] ?? 0)) / 2))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;

const bannerIds = [
  ...SEED_ANNOUNCEMENTS.filter((announcement) => announcement.type === 'B').map((banner) => String(banner.id)),
  // Banners without a design of their own draw one from their id.
  ...Array.from({ length: 20 }, (_unused, i) => String(900 + i)),
];

describe('banner art', () => {
  it('has a design for every seeded banner', () => {
    for (const banner of SEED_ANNOUNCEMENTS.filter((announcement) => announcement.type === 'B')) {
      expect(Object.keys(BANNER_DESIGNS)).toContain(String(banner.id));
    }
  });

  it.each(bannerIds)('writes banner %s text at WCAG AA contrast on every colour of its background', (id) => {
    const svg = parseXml(bannerSvg(id));
    const gradient = allElements(svg).find((element) => element.attributes.id === 'b');
    const stops = (gradient?.children ?? []).map((stop) => stop.attributes['stop-color'] ?? '');
    expect(stops).toHaveLength(2);
    const [from = '', to = ''] = stops;
    const backgrounds = [from, middleOf(from, to), to];
    // The writing, not the figures drawn in the illustration (a 7 on a slots banner).
    const texts = svg.children.filter((child) => child.name === 'text');
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const text of texts) {
      for (const background of backgrounds) {
        const ratio = contrastOf(text.attributes.fill ?? '', background);
        expect([text.text, background, ratio >= AA_TEXT]).toEqual([text.text, background, true]);
      }
    }
  });

  it('keeps its drawing off the text: the illustration is clipped to the right of it', () => {
    const svg = bannerSvg('101');
    expect(svg).toMatch(/<clipPath id="c"><rect x="420"/);
    expect(svg).toMatch(/<g clip-path="url\(#c\)"><circle cx="590"/);
  });

  it('breaks a long headline in two at the space nearest its middle', () => {
    expect(headlineLines('JACKPOT ₱1,000,000')).toEqual(['JACKPOT', '₱1,000,000']);
    expect(headlineLines('SABONG LIVE 24/7')).toEqual(['SABONG', 'LIVE 24/7']);
    expect(headlineLines('100% BONUS')).toEqual(['100% BONUS']);
  });

  it('escapes its text', () => {
    expect(bannerSvg('<x>')).not.toContain('<x>');
  });
});
