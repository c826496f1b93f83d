import { sparkle } from './motifs';
import { clip, escapeXml, hueOf, initialsOf, svgDocument } from './svg';

export { bannerSvg } from './banner-art';

function gradient(id: string, hue: number, spread: number): string {
  return `<defs><linearGradient id="g${escapeXml(id)}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},72%,42%)"/><stop offset="1" stop-color="hsl(${(hue + spread) % 360},78%,18%)"/>
</linearGradient></defs>`;
}

/**
 * 240×64 merchant logo: a gold-rimmed coin mark with the initials, a sparkle, and the merchant's name
 * as a word mark. Drawn for dark backgrounds (the site header, the login and register pages).
 */
export function logoSvg(id: string, name: string): string {
  return svgDocument({
    width: 240,
    height: 64,
    title: name,
    body:
      coinMark(id, name) +
      `${sparkle(56, 9, 8)}<text x="70" y="42" font-size="27" font-weight="800" fill="#fff">${escapeXml(clip(name, 12))}</text>`,
  });
}

/** 64×64 app icon: the logo's coin mark on a dark rounded square, for the app download bar. */
export function appIconSvg(id: string, name: string): string {
  return svgDocument({
    width: 64,
    height: 64,
    title: name,
    body: `<rect width="64" height="64" rx="14" fill="#16121f"/>${coinMark(id, name)}`,
  });
}

/** The gold-rimmed coin with the merchant's initials, centred on (32, 32). */
function coinMark(id: string, name: string): string {
  const hue = hueOf(`logo:${id}`);
  return (
    `<defs><linearGradient id="m" x2="1" y2="1"><stop stop-color="#ffe9a0"/><stop offset="1" stop-color="#e09000"/></linearGradient></defs>` +
    `<circle cx="32" cy="32" r="29" fill="url(#m)"/><circle cx="32" cy="32" r="23" fill="hsl(${hue},65%,28%)"/>` +
    `<circle cx="32" cy="32" r="23" fill="none" stroke="#ffe9a0" stroke-opacity=".5" stroke-width="2" stroke-dasharray="3 4"/>` +
    `<text x="32" y="40" text-anchor="middle" font-size="21" font-weight="900" fill="#ffe9a0">${escapeXml(initialsOf(name))}</text>`
  );
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
