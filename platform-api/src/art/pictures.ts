import { clip, escapeXml, hashOf, hueOf, initialsOf, svgDocument } from './svg';

// Headlines of the seeded banners (see db/seed/announcements.ts). One picture serves both languages, so
// it carries only amounts, brand names and the promo words players read the same in Tagalog and English
// (bonus, cashback, jackpot, sabong, VIP); the banner's title says the rest in the reader's language.
const BANNER_HEADLINES: Record<string, { headline: string; tagline: string }> = {
  '101': { headline: '100% BONUS', tagline: '₱500' },
  '102': { headline: '₱88 CASHBACK', tagline: 'LUCKY BAY' },
  '103': { headline: 'SABONG LIVE 24/7', tagline: 'DS88' },
  '104': { headline: '₱88 BONUS', tagline: 'LUCKY BAY' },
  '201': { headline: 'JACKPOT ₱1,000,000', tagline: 'GOLDEN REEF' },
};
const FALLBACK_HEADLINES = ['JACKPOT', 'MEGA JACKPOT', 'BONUS', 'CASHBACK', 'VIP'];

function bannerText(id: string): { headline: string; tagline: string } {
  const known = Object.hasOwn(BANNER_HEADLINES, id) ? BANNER_HEADLINES[id] : undefined;
  if (known) return known;
  const headline = FALLBACK_HEADLINES[hashOf(id) % FALLBACK_HEADLINES.length] ?? 'JACKPOT';
  return { headline, tagline: `#${id}` };
}

function gradient(id: string, hue: number, spread: number): string {
  return `<defs><linearGradient id="g${escapeXml(id)}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},72%,42%)"/><stop offset="1" stop-color="hsl(${(hue + spread) % 360},78%,18%)"/>
</linearGradient></defs>`;
}

/** 750×300 promotional banner. */
export function bannerSvg(id: string): string {
  const hue = hueOf(`banner:${id}`);
  const { headline, tagline } = bannerText(id);
  const seed = hashOf(id);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = 80 + ((seed >>> (i * 3)) % 600);
      const cy = 40 + ((seed >>> (i * 5)) % 220);
      const r = 30 + ((seed >>> (i * 7)) % 90);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="0.08"/>`;
    })
    .join('');
  // Bold capitals run about 0.68 em wide: keep the headline inside 640 of the 750 units.
  const headlineSize = Math.min(64, Math.floor(640 / (0.68 * Math.max(headline.length, 1))));
  return svgDocument({
    width: 750,
    height: 300,
    title: headline,
    body: `${gradient(id, hue, 60)}<rect width="750" height="300" fill="url(#g${escapeXml(id)})"/>${circles}
<text x="375" y="150" text-anchor="middle" font-size="${headlineSize}" font-weight="800" fill="#fff">${escapeXml(headline)}</text>
<text x="375" y="212" text-anchor="middle" font-size="30" font-weight="600" fill="hsl(${(hue + 180) % 360},90%,80%)" letter-spacing="4">${escapeXml(tagline)}</text>`,
  });
}

/** 240×64 merchant logo: a round mark and the merchant's name. */
export function logoSvg(id: string, name: string): string {
  const hue = hueOf(`logo:${id}`);
  return svgDocument({
    width: 240,
    height: 64,
    title: name,
    body: `<circle cx="32" cy="32" r="24" fill="hsl(${hue},80%,55%)"/>
<text x="32" y="41" text-anchor="middle" font-size="24" font-weight="800" fill="#fff">${escapeXml(initialsOf(name))}</text>
<text x="66" y="41" font-size="26" font-weight="700" fill="#fff">${escapeXml(clip(name, 12))}</text>`,
  });
}

/** 160×80 vendor tile with the vendor's name. */
export function vendorSvg(id: string, name: string): string {
  const hue = hueOf(`vendor:${id}`);
  return svgDocument({
    width: 160,
    height: 80,
    title: name,
    body: `${gradient(id, hue, 30)}<rect width="160" height="80" rx="16" fill="url(#g${escapeXml(id)})"/>
<text x="80" y="48" text-anchor="middle" font-size="20" font-weight="700" fill="#fff">${escapeXml(clip(name, 12))}</text>`,
  });
}

/** 96×96 team crest: a shield in the team's colour with its initials. */
export function teamSvg(id: string, name: string): string {
  const hue = hueOf(`team:${id}`);
  return svgDocument({
    width: 96,
    height: 96,
    title: name,
    body: `<path d="M48 4 L88 16 V44 C88 68 70 84 48 92 C26 84 8 68 8 44 V16 Z" fill="hsl(${hue},70%,40%)" stroke="#fff" stroke-width="4"/>
<path d="M48 12 L80 22 V44 C80 62 66 76 48 83 Z" fill="#fff" opacity="0.12"/>
<text x="48" y="58" text-anchor="middle" font-size="30" font-weight="800" fill="#fff">${escapeXml(initialsOf(name))}</text>`,
  });
}
