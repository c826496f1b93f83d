// The first screen in the HTML. For each merchant, language and first-visit page (home, login, the
// slots list), a copy of what the site draws for it, taken in a browser from the released site
// (first-screen-capture.ts), is kept in the release store; the page is sent with the copy that fits,
// drawn in a closed shadow root in front of #root, so the visitor sees the page while the site
// starts behind it and takes its place (host/src/startup/first-screen.ts). A copy is only used with
// the releases it was taken from, so a release, a rollback or a canary side never meets an old one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from '@platform/shared/config/constants';
import { HTML_LANG, isLanguage, type Language } from '@platform/shared/config/languages';
import { assignReleases, parseRemotesFile, resolveMerchant } from '@platform/shared/registry';
import { inlineScriptSource } from './site-headers';

/** The pages whose first screen the HTML carries: where visitors arrive. */
export const FIRST_SCREEN_PAGES = [
  { id: 'home', path: '/m/home' },
  { id: 'login', path: '/m/login' },
  { id: 'slots', path: '/m/gameList?gameType=RNG' },
] as const;
export type FirstScreenPageId = (typeof FIRST_SCREEN_PAGES)[number]['id'];

/**
 * The element ids and attribute the host shares (host/src/startup/first-screen-ids.ts); the start
 * script (start-script.ts) looks for the copy's element too.
 */
export const FIRST_SCREEN_ID = 'first-screen';
const FIRST_SCREEN_STYLE_ID = 'first-screen-style';
const GUEST_ONLY_ATTRIBUTE = 'data-guest-only';

/**
 * A browser that sends this cookie gets pages without their first screen: the one taking the copies,
 * and tests of the site's own start (what a member, or a visitor on a canary's side, sees).
 */
export const NO_FIRST_SCREEN_COOKIE = 'm_first_screen=off';

/** One page's first screen as the site drew it. */
export interface FirstScreen {
  page: FirstScreenPageId;
  merchant: string;
  language: Language;
  /** The host page and the area releases it was drawn with (releasesKey). */
  releases: string;
  capturedAt: string;
  title: string;
  description: string;
  /** Attributes of <html> the site set (its theme); only class, style, dir and data-* are sent. */
  htmlAttributes: Record<string, string>;
  /** Rules for the page itself (:root, html, body, fonts): they apply in the shadow root by inheritance. */
  documentCss: string;
  /** Rules for what the copy holds, scoped to its shadow root. */
  css: string;
  /** #root's content as drawn. */
  markup: string;
}

/** The page a URL asks for, when its first screen is one the HTML carries. `?lang=` may come with it. */
export function firstScreenPageAt(url: string): FirstScreenPageId | null {
  const asked = new URL(url, 'http://site');
  asked.searchParams.delete('lang');
  const path = asked.pathname + asked.search;
  return FIRST_SCREEN_PAGES.find((page) => page.path === path)?.id ?? null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The page's language as the site will pick it: `?lang=`, then the visitor's cookie, then TY. */
export function languageAsked(url: string, cookies: string | undefined): Language {
  const fromUrl = new URL(url, 'http://site').searchParams.get('lang')?.toLowerCase();
  if (isLanguage(fromUrl)) return fromUrl;
  const fromCookie = cookieValue(cookies, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : 'ty';
}

const wantsNone = (cookies: string | undefined) =>
  (cookies ?? '').split(';').some((pair) => pair.trim() === NO_FIRST_SCREEN_COOKIE);

/**
 * What a page is drawn from for one merchant and browser session: the host page (its scripts) and
 * the release of each area this session gets, stable or canary. Null for a registry the host cannot use.
 */
export function releasesKey(
  registry: unknown,
  hostname: string,
  sessionId: string | null,
  hostPage: string,
): string | null {
  try {
    const merchant = resolveMerchant(parseRemotesFile(registry), hostname);
    const releases = Object.entries(assignReleases(merchant.areas, sessionId))
      .map(([area, pointer]) => `${area}=${pointer?.manifest ?? ''}`)
      .sort();
    const host = createHash('sha256').update(hostPage).digest('hex').slice(0, 16);
    return `${merchant.merchantCode};host=${host};${releases.join(';')}`;
  } catch {
    return null;
  }
}

/** The host page's part of a releases key: copies of each host page are kept apart. */
const hostOf = (releases: string) => /;host=([0-9a-f]+);/.exec(releases)?.[1] ?? 'none';

/** Each merchant of the registry and a host name it is served at (the default merchant's: any other). */
export function merchantHosts(registry: unknown): { merchant: string; hostname: string }[] {
  const file = parseRemotesFile(registry);
  const hosts = [{ merchant: file.defaultMerchant, hostname: 'localhost' }];
  for (const [merchant, entry] of Object.entries(file.merchants)) {
    const hostname = entry.hostnames[0];
    if (hostname && merchant !== file.defaultMerchant) hosts.push({ merchant, hostname });
  }
  return hosts;
}

/** Where a copy is kept in the release store: by host page, merchant, language and page. */
export const firstScreenFile = (store: string, releases: string, language: Language, page: FirstScreenPageId) =>
  resolve(store, 'first-screens', hostOf(releases), releases.slice(0, releases.indexOf(';')), language, `${page}.json`);

/** Keeps a copy; a reader never sees half of one. */
export function saveFirstScreen(store: string, screen: FirstScreen): void {
  const file = firstScreenFile(store, screen.releases, screen.language, screen.page);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.new`, JSON.stringify(screen));
  renameSync(`${file}.new`, file);
}

const kept = new Map<string, { modified: number; screen: FirstScreen | null }>();

/** A kept copy, read again only when its file changes; null when there is none. */
export function readFirstScreen(
  store: string,
  releases: string,
  language: Language,
  page: FirstScreenPageId,
): FirstScreen | null {
  const file = firstScreenFile(store, releases, language, page);
  if (!existsSync(file)) return null;
  const modified = statSync(file).mtimeMs;
  const known = kept.get(file);
  if (known?.modified === modified) return known.screen;
  let screen: FirstScreen | null = null;
  try {
    screen = JSON.parse(readFileSync(file, 'utf8')) as FirstScreen;
  } catch {
    screen = null;
  }
  kept.set(file, { modified, screen });
  return screen;
}

/**
 * Runs in <head> before the body is read. The copy is of a guest's page in one language at one
 * address: a visitor whose language on this device is the other one, or a page at another address
 * (an offline copy of another page), gets the site's own start instead, and never a frame of the wrong
 * language. A signed-in member gets the copy without the guest's parts (`data-guest-only`: home's
 * login and register buttons), so the page shows at once and the member's header fills in at the
 * takeover. The address is compared without its `?lang=`.
 */
export const FIRST_SCREEN_SCRIPT =
  '(function(){var d=document.documentElement;try{' +
  "var u=new URLSearchParams(location.search),q=(u.get('lang')||'').toLowerCase();u.delete('lang');" +
  "var a=location.pathname+(u.toString()?'?'+u:'')," +
  `s=(localStorage.getItem('${STORAGE_KEYS.language}')||'').toLowerCase(),` +
  "l=q==='ty'||q==='en'?q:s==='ty'||s==='en'?s:'ty';" +
  "if(l!==d.getAttribute('data-first-screen-lang')||a!==d.getAttribute('data-first-screen-path'))" +
  "d.setAttribute('data-first-screen','off');" +
  `else if(sessionStorage.getItem('${STORAGE_KEYS.session}'))d.setAttribute('data-first-screen','member')` +
  "}catch(e){d.setAttribute('data-first-screen','off')}})()";

/** The script's hash, which the page's policy names so that this inline script, and no other, runs. */
export const FIRST_SCREEN_SCRIPT_SOURCE = inlineScriptSource(FIRST_SCREEN_SCRIPT);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CSS inside <style>: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * A property the page sets on the copy's host for a member and the copy's own rules read: rules in
 * <head> cannot reach into the copy's shadow root, but an inherited custom property passes into it.
 */
const GUEST_VISIBILITY = '--first-screen-guest';
/** The guest's parts of the copy: shown, unless the page is a member's. */
const GUEST_ONLY = `[${GUEST_ONLY_ATTRIBUTE}]{visibility:var(${GUEST_VISIBILITY},visible)}`;

/**
 * Placement: the copy in front, the site's root behind it and unseen until it takes over; for a
 * member, the copy's guest parts hidden.
 */
const PLACEMENT =
  `#${FIRST_SCREEN_ID}{position:absolute;top:0;left:0;width:100%}` +
  `html[data-first-screen=member] #${FIRST_SCREEN_ID}{${GUEST_VISIBILITY}:hidden}` +
  `#${FIRST_SCREEN_ID}~#root{visibility:hidden}` +
  `html[data-first-screen=off] #${FIRST_SCREEN_ID}{display:none}` +
  `html[data-first-screen=off] #${FIRST_SCREEN_ID}~#root{visibility:visible}`;

/**
 * The copy is a still picture of the page as drawn: a fade-in would start it invisible (and the
 * browser would not count it as painted until it ends), a spinner would turn for nothing.
 */
const STILL = '*,*::before,*::after{animation:none!important;transition:none!important}';

/** A page's address (without `?lang=`), which the check in <head> compares with the browser's. */
export const firstScreenPath = (page: FirstScreenPageId) =>
  FIRST_SCREEN_PAGES.find((entry) => entry.id === page)?.path ?? '';

/**
 * The copy's most important picture (the first banner), asked for before the scripts the page
 * preloads: the body that names it comes after them, and the picture is what the first screen waits
 * for. The copy's markup is serialized HTML, so its `src` is already escaped for an attribute.
 */
function leadImagePreload(markup: string): string {
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(markup)?.[0];
  const src = image && /\ssrc="([^"]+)"/i.exec(image)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : '';
}

/**
 * The host page with a first screen: the language, title and description it was drawn in, its page
 * rules and placement in the head with the script that turns it off where it does not fit, and the
 * copy itself, inert, before #root. The same for every request of that page, merchant and language.
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  const path = firstScreenPath(screen.page);
  const attributes = Object.entries(screen.htmlAttributes)
    .filter(([name]) => /^(class|style|dir|data-[a-z0-9-]+)$/.test(name) && !name.startsWith('data-first-screen'))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const htmlTag =
    `<html lang="${HTML_LANG[screen.language]}"${attributes}` +
    ` data-first-screen-lang="${screen.language}" data-first-screen-path="${escapeAttribute(path)}">`;
  const head =
    `<style id="${FIRST_SCREEN_STYLE_ID}">${styleText(screen.documentCss)}${PLACEMENT}</style>` +
    `<script>${FIRST_SCREEN_SCRIPT}</script>`;
  const body =
    `<div id="${FIRST_SCREEN_ID}" inert aria-hidden="true"><template shadowrootmode="closed">` +
    `<style>${styleText(screen.css)}${STILL}${GUEST_ONLY}</style>${screen.markup}</template></div>`;
  const lead = leadImagePreload(screen.markup);
  return html
    .replace(/<html[^>]*>/i, htmlTag)
    .replace(/<meta charset[^>]*>/i, (charset) => `${charset}${lead}`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(screen.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/i,
      (_match, before: string, after: string) => `${before}${escapeAttribute(screen.description)}${after}`,
    )
    .replace(/<\/head>/i, `${head}</head>`)
    .replace(/<div id="root"><\/div>/i, `${body}<div id="root"></div>`);
}

export interface FirstScreenRequest {
  store: string;
  url: string;
  hostname: string;
  cookies: string | undefined;
  registry: unknown;
  sessionId: string | null;
  /** The host page as released (before any links are added). */
  hostPage: string;
}

/** The copy to send with a page, or null: not a first-visit page, no copy, or one of other releases. */
export function firstScreenFor(request: FirstScreenRequest): FirstScreen | null {
  if (wantsNone(request.cookies)) return null;
  const page = firstScreenPageAt(request.url);
  if (!page) return null;
  const releases = releasesKey(request.registry, request.hostname, request.sessionId, request.hostPage);
  if (!releases) return null;
  const screen = readFirstScreen(request.store, releases, languageAsked(request.url, request.cookies), page);
  return screen?.releases === releases ? screen : null;
}
