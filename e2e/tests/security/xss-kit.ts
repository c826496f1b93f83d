// An XSS corpus and a page-level detector. Every vector, if it ever ran, calls `__xssHit(n)`; the
// detector also counts dialogs and dangerous markup left in the document (a handler that reached the
// page and was stopped only by the CSP). CSP violation events are no signal here: Chromium reports one
// for every inline handler a sanitizer merely parses in its inert document.
import type { Page, Route } from '@playwright/test';
import { API_BASE } from '@platform/shared/contract';

/** Text every poisoned string starts with, so a test can see that the poisoned answer was rendered. */
export const MARK = 'XSSMARK';

const call = (n: number) => `__xssHit(${n})`;

/** Each entry makes one vector around a call; 60 vectors in all, over HTML, attribute, URL and CSS contexts. */
const MAKERS: ((code: string) => string)[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT SRC="data:text/javascript,${c}"></SCRIPT>`,
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<IMG SRC=x OnErRoR=${c}>`,
  (c) => `<img src=x onerror=&#${c.charCodeAt(0)};${c.slice(1)}>`,
  (c) => `<img/src/onerror=${c}>`,
  (c) => `<svg onload=${c}>`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text x=20 y=20>${MARK}</text></a></svg>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<body onload=${c}>`,
  (c) => `<iframe src="javascript:${c}"></iframe>`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<a href="javascript:${c}">${MARK}</a>`,
  (c) => `<a href="JaVaScRiPt:${c}">${MARK}</a>`,
  (c) => `<a href="&#106;avascript:${c}">${MARK}</a>`,
  (c) => `<a href="java&#x09;script:${c}">${MARK}</a>`,
  (c) => `<a href=" javascript:${c}">${MARK}</a>`,
  (c) => `<a href="vbscript:${c}">${MARK}</a>`,
  (c) => `<a href="data:text/html,<script>${c}</script>">${MARK}</a>`,
  (c) => `<form action="javascript:${c}"><button>${MARK}</button></form>`,
  (c) => `<button formaction="javascript:${c}">${MARK}</button>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}></select>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}>`,
  (c) => `<marquee onstart=${c}>${MARK}</marquee>`,
  (c) => `<div onmouseover=${c} style="position:fixed;inset:0">${MARK}</div>`,
  (c) => `<div style="background:url(javascript:${c})">${MARK}</div>`,
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<link rel=stylesheet href="javascript:${c}">`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `<isindex action="javascript:${c}" type=image>`,
  (c) => `"><img src=x onerror=${c}>`,
  (c) => `'><img src=x onerror=${c}>`,
  (c) => `</title><img src=x onerror=${c}>`,
  (c) => `</textarea><img src=x onerror=${c}>`,
  (c) => `</script><script>${c}</script>`,
  (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<template><img src=x onerror=${c}></template>`,
  (c) => `<xmp><img src=x onerror=${c}></xmp>`,
  (c) => `<table background="javascript:${c}">`,
  (c) => `<img src=x:x onerror=${c} alt="${MARK}">`,
  (c) => `<img srcset="x" onerror=${c}>`,
  (c) => `<picture><source srcset=x><img src=x onerror=${c}></picture>`,
  (c) => `<keygen autofocus onfocus=${c}>`,
  (c) => `{{constructor.constructor('${c}')()}}`,
  (c) => `\${${c}}`,
  (c) => `javascript:${c}`,
  (c) => `<a href="//evil.example/${c}">${MARK}</a>`,
  (c) => `<a href="\\/evil.example">${MARK} ${c}</a>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
];

/** The corpus: every vector, numbered, each calling its own number. */
export const VECTORS: readonly string[] = MAKERS.map((make, n) => make(call(n)));

/** One poisoned string per place: the mark, then the vector for that place. */
export const poisoned = (n: number) => `${MARK}${n} ${VECTORS[n % VECTORS.length]}`;

/** Every vector in one string, for places that render a whole HTML body. */
export const everyVector = () => `<p>${MARK}</p>${VECTORS.join('\n')}`;

/** Server fields that hold text or HTML a page renders. */
const TEXT_KEYS = new Set([
  'title',
  'content',
  'summary',
  'rules',
  'name',
  'gameName',
  'displayName',
  'question',
  'answer',
  'description',
  'league',
  'homeTeam',
  'awayTeam',
  'vendorName',
]);
/** Server fields that hold a link a page follows. */
const LINK_KEYS = new Set(['link']);
const LINK_VECTORS = [
  `javascript:${call(900)}`,
  ` JAVASCRIPT:${call(901)}`,
  `data:text/html,<script>${call(902)}</script>`,
  '//evil.example/path',
  '/\\evil.example',
];
const HTML_KEYS = new Set(['content', 'rules', 'answer']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function poison(value: Json, counter: { n: number }): Json {
  if (Array.isArray(value)) return value.map((item) => poison(item, counter));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && HTML_KEYS.has(key)) out[key] = everyVector();
    else if (typeof field === 'string' && TEXT_KEYS.has(key)) out[key] = poisoned(counter.n++);
    else if (typeof field === 'string' && LINK_KEYS.has(key))
      out[key] = LINK_VECTORS[counter.n++ % LINK_VECTORS.length] ?? '';
    else out[key] = poison(field, counter);
  }
  return out;
}

/** Answers every API call of the page with the server's own answer, its text fields replaced by vectors. */
export async function poisonApi(page: Page): Promise<void> {
  await page.route(`**${API_BASE}/**`, async (route: Route) => {
    const response = await route.fetch().catch(() => null);
    if (!response) return route.continue().catch(() => undefined);
    const type = response.headers()['content-type'] ?? '';
    if (!response.ok() || !type.includes('application/json')) return route.fulfill({ response }).catch(() => undefined);
    const body = (await response.json().catch(() => null)) as Json;
    return route.fulfill({ response, json: poison(body, { n: 0 }) }).catch(() => undefined);
  });
}

declare global {
  interface Window {
    __xssHit: (n: unknown) => void;
    __xssHits: string[];
  }
}

/** Installs the detector before any of the page's scripts run; `findings` reads what it saw. */
export async function watchForXss(page: Page): Promise<{ findings: () => Promise<string[]> }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`a ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  await page.addInitScript(() => {
    window.__xssHits = [];
    window.__xssHit = (n) => window.__xssHits.push(`ran vector ${String(n)}`);
  });
  return { findings: async () => [...dialogs, ...(await pageFindings(page))] };
}

/** What the detector saw, plus dangerous markup still in the document. */
async function pageFindings(page: Page): Promise<string[]> {
  // Broken images fire their error events once they are settled; wait for that, not for a time. The
  // site's own lazy images below the fold never settle until scrolled to; a vector's image is not lazy.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  return page.evaluate(() => {
    const found = [...window.__xssHits];
    const unsafeUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${element.localName} ${name}> left in the page`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background'].includes(name)) {
          if (unsafeUrl.test(attribute.value)) found.push(`<${element.localName} ${name}="${attribute.value}">`);
        }
        if (name === 'srcdoc') found.push(`<${element.localName} srcdoc> left in the page`);
      }
      if (element.localName === 'script' && element.textContent?.includes('__xssHit'))
        found.push('an injected <script>');
      if (element.localName === 'meta' || element.localName === 'base')
        found.push(`<${element.localName}> in the body`);
    }
    return found;
  });
}
