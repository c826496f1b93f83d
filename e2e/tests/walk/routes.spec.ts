// Every route, as a guest and a member (and as an agent where an agent sees something else: AGENT_ROUTES),
// in Tagalog and in English, at 360 px: no English left on the Tagalog page, no text that does not fit,
// no button label on two lines, no control under 44×44 px, and no serious axe violation (in one of the
// languages). One test per route, each visit used for all the checks.
import { FORMAT_LOCALES } from '@platform/shared/format';
import { scan, type Scan } from './page-scan';
import { escapeRegExp } from '../../fixtures/texts';
import { sameTextAllowed, wordsOf } from './same-text-allowlist';
import {
  axeProblems,
  expect,
  LANGUAGES,
  rolesFor,
  test,
  visit,
  WALK_ROUTES,
  writesOf,
  type Language,
} from './walk-kit';

const HAS_LETTER = /\p{L}/u;

/**
 * The words Intl writes into a Tagalog date (month and day names, AM and PM). Dates go through the
 * shared formatter with the Filipino locale, which writes some of them as English does ("May 9").
 */
const DATE_WORDS: ReadonlySet<string> = (() => {
  const words = new Set<string>();
  const add = (options: Intl.DateTimeFormatOptions, date: Date) => {
    for (const part of new Intl.DateTimeFormat(FORMAT_LOCALES.ty, options).formatToParts(date)) {
      if (part.type !== 'literal' && HAS_LETTER.test(part.value)) words.add(part.value);
    }
  };
  for (let month = 0; month < 12; month += 1) {
    for (const style of ['long', 'short'] as const) add({ month: style }, new Date(2025, month, 15));
  }
  for (let day = 1; day <= 7; day += 1) {
    for (const style of ['long', 'short'] as const) add({ weekday: style }, new Date(2025, 5, day));
  }
  for (const hour of [1, 13]) add({ hour: 'numeric', hour12: true }, new Date(2025, 0, 1, hour));
  return words;
})();

const withoutDateWords = (words: string) =>
  words
    .split(' ')
    .filter((word) => !DATE_WORDS.has(word))
    .join(' ');

/** The text without the whole words the server sent (a name, a level), longest first. */
function withoutData(text: string, data: readonly string[]): string {
  return data.reduce((rest, value) => {
    if (value.length < 2 || !rest.includes(value)) return rest;
    return rest.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(value)}(?![\\p{L}\\d])`, 'gu'), ' ');
  }, text);
}

/** Tagalog texts that read exactly as on the English page and are neither data nor allowed. */
function untranslated(ty: Scan, en: Scan): string[] {
  const english = new Set(en.texts);
  const data = [...new Set([...ty.data, ...en.data])].sort((a, b) => b.length - a.length);
  return ty.texts.filter((text) => {
    // A text the glossary allows as a whole stays allowed when a word of it is also a server string.
    if (!english.has(text) || sameTextAllowed(withoutDateWords(wordsOf(text)))) return false;
    const rest = withoutDateWords(wordsOf(withoutData(text, data)));
    return HAS_LETTER.test(rest) && !sameTextAllowed(rest);
  });
}

const pathOf = (route: string) => route.split('?')[0];

// axe reads the document's structure, names and colours, which are the same in both languages (the walk
// checks that no text is left untranslated), so each route is given to axe in one language, Tagalog and
// English in turn; the text checks, which depend on the words, run in both.
const axeLanguageOf = (index: number): Language => LANGUAGES[index % LANGUAGES.length] ?? 'ty';

for (const [index, route] of WALK_ROUTES.entries()) {
  test(`${route} reads in both languages, fits 360 px and passes axe`, async ({ walkers }) => {
    // Up to six visits, each read and checked by axe.
    test.setTimeout(test.info().timeout * 4);
    for (const role of rolesFor(route)) {
      const scans: Partial<Record<Language, Scan>> = {};
      for (const language of LANGUAGES) {
        const walker = walkers[role][language];
        const { page } = walker;
        const where = `${role}, ${language}`;
        await visit(walker, route);
        expect.soft(walker.errors(), `errors logged (${where})`).toEqual([]);
        // The accounts are shared with other tests, so the walk only reads them. A guest has none: the
        // trial page makes a trial account of its own as it opens.
        const writes = await writesOf(page);
        if (role !== 'guest') expect.soft(writes, `calls that change data (${where})`).toEqual([]);
        // A page that sends this role elsewhere is walked under its own route.
        if (new URL(page.url()).pathname !== pathOf(route)) break;
        const found = await scan(page);
        scans[language] = found;
        expect.soft(found.overflow, `text that does not fit (${where})`).toEqual([]);
        expect.soft(found.wrapped, `labels on two lines (${where})`).toEqual([]);
        expect.soft(found.small, `controls under 44×44 px (${where})`).toEqual([]);
        if (language === axeLanguageOf(index)) expect.soft(await axeProblems(page), `axe (${where})`).toEqual([]);
      }
      if (scans.ty && scans.en) {
        expect.soft(untranslated(scans.ty, scans.en), `English on the Tagalog page (${role})`).toEqual([]);
      }
    }
  });
}
