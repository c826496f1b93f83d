// Promotional banners, 750×300: the headline on the left over a plain dark gradient (so its contrast
// holds everywhere behind it), an illustration on the right. One picture serves both languages, so it
// carries only amounts, brand names and the promo words players read the same in Tagalog and English
// (bonus, cashback, jackpot, sabong, VIP); the call to action is written by the page, in its language,
// over the space left for it at the bottom left, and the banner's title says the rest.
import { MOTIFS, sparkle, type MotifName, type Palette } from './motifs';
import { escapeXml, hashOf, svgDocument } from './svg';

export interface BannerDesign {
  headline: string;
  tagline: string;
  /** What the illustration shows, big, and a smaller thing beside it. */
  motif: MotifName;
  beside: MotifName;
  palette: Palette;
}

/** The colours banner text is written in (banner-art.test.ts checks their contrast on every banner). */
export const BANNER_INK = { headline: '#ffffff', tagline: '#ffd23f' } as const;

const palette = (back: [string, string], main: string, second: string): Palette => ({ back, main, second });

// Dark enough at both ends of the gradient for white and yellow text at AA.
const BANNER_PALETTES: readonly Palette[] = [
  palette(['#5b1a8f', '#1c0636'], '#ffc83d', '#ff4f9a'),
  palette(['#a3123a', '#3a0616'], '#ffd23f', '#7b2fbe'),
  palette(['#7a1010', '#260404'], '#c0392b', '#1b4d2e'),
  palette(['#0d5c52', '#02221e'], '#ffc83d', '#e0245e'),
  palette(['#12398f', '#060f33'], '#ffd23f', '#ff6f3c'),
];

function design(headline: string, tagline: string, motif: MotifName, beside: MotifName, at: number): BannerDesign {
  const colours = BANNER_PALETTES[at % BANNER_PALETTES.length];
  if (!colours) throw new Error('art: no banner palette');
  return { headline, tagline, motif, beside, palette: colours };
}

// The seeded banners (see db/seed/announcements.ts).
export const BANNER_DESIGNS: Readonly<Record<string, BannerDesign>> = {
  '101': design('100% BONUS', 'LUCKY BAY · ₱500', 'coins', 'star', 0),
  '102': design('₱88 CASHBACK', 'SLOTS · LUCKY BAY', 'seven', 'cherry', 1),
  '103': design('SABONG LIVE 24/7', 'DS88', 'rooster', 'star', 2),
  '104': design('₱88 BONUS', 'LUCKY BAY', 'gem', 'coins', 3),
  '201': design('JACKPOT ₱1,000,000', 'GOLDEN REEF', 'crown', 'coins', 4),
};

const FALLBACK_HEADLINES = ['JACKPOT', 'MEGA JACKPOT', 'BONUS', 'CASHBACK', 'VIP'];
const FALLBACK_MOTIFS: readonly MotifName[] = ['coins', 'crown', 'gem', 'seven', 'star', 'cherry'];

/** The design of a banner: a seeded one, or one chosen from the id. */
export function bannerDesign(id: string): BannerDesign {
  const known = Object.hasOwn(BANNER_DESIGNS, id) ? BANNER_DESIGNS[id] : undefined;
  if (known) return known;
  const seed = hashOf(`banner:${id}`);
  return design(
    FALLBACK_HEADLINES[seed % FALLBACK_HEADLINES.length] ?? 'JACKPOT',
    `#${id}`,
    FALLBACK_MOTIFS[(seed >>> 5) % FALLBACK_MOTIFS.length] ?? 'coins',
    'coins',
    (seed >>> 9) % BANNER_PALETTES.length,
  );
}

/** Left of this the banner is text only. */
const TEXT_WIDTH = 420;

/** A long headline in two lines, broken at the space nearest its middle; the bottom left stays free. */
export function headlineLines(headline: string): string[] {
  const spaces = [...headline.matchAll(/ /g)].map((match) => match.index);
  if ([...headline].length <= 13 || spaces.length === 0) return [headline];
  const middle = headline.length / 2;
  const at = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [headline.slice(0, at), headline.slice(at + 1)];
}

/** 750×300 promotional banner. */
export function bannerSvg(id: string): string {
  const { headline, tagline, motif, beside, palette: colours } = bannerDesign(id);
  const pick = (n: number) => hashOf(`${id}:${n}`) % n;
  const lines = headlineLines(headline);
  const longest = Math.max(...lines.map((line) => [...line].length), 1);
  // Bold capitals run about 0.68 em wide: keep the headline inside the text side.
  const size = Math.min(lines.length > 1 ? 50 : 60, Math.floor((TEXT_WIDTH - 40) / (0.68 * longest)));
  const illustration =
    `<circle cx="590" cy="150" r="170" fill="url(#g)"/>` +
    `<circle cx="590" cy="150" r="120" fill="none" stroke="#fff" stroke-width="240" stroke-dasharray="14 14" opacity=".08"/>` +
    `<g transform="translate(590 150) scale(2.3)">${MOTIFS[motif](colours, pick)}</g>` +
    `<g transform="translate(690 236) scale(1.1)">${MOTIFS[beside](colours, pick)}</g>` +
    sparkle(470, 60, 16) +
    sparkle(700, 50, 12, colours.main) +
    sparkle(500, 250, 10);
  return svgDocument({
    width: 750,
    height: 300,
    title: headline,
    body:
      `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${colours.back[0]}"/><stop offset="1" stop-color="${colours.back[1]}"/></linearGradient>` +
      `<radialGradient id="g"><stop stop-color="${colours.main}" stop-opacity=".55"/><stop offset="1" stop-color="${colours.main}" stop-opacity="0"/></radialGradient>` +
      `<clipPath id="c"><rect x="${TEXT_WIDTH}" width="${750 - TEXT_WIDTH}" height="300"/></clipPath></defs>` +
      `<rect width="750" height="300" fill="url(#b)"/><g clip-path="url(#c)">${illustration}</g>` +
      `<text x="36" y="70" font-size="26" font-weight="700" fill="${BANNER_INK.tagline}" letter-spacing="3">${escapeXml(tagline)}</text>` +
      lines
        .map(
          (line, i) =>
            `<text x="34" y="${84 + Math.round(size * (1 + i * 1.05))}" font-size="${size}" font-weight="900" fill="${BANNER_INK.headline}">${escapeXml(line)}</text>`,
        )
        .join(''),
  });
}
