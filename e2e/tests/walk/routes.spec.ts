// Every route, as a guest, a member and an agent, in Tagalog and in English, at 360 px: no English left
// on the Tagalog page, no text that does not fit, no button label on two lines, no control under
// 44×44 px, and no serious axe violation. One test per route, each visit used for all the checks.
import { scan, type Scan } from './page-scan';
import { escapeRegExp } from '../../fixtures/texts';
import { sameTextAllowed } from './same-text-allowlist';
import { axeProblems, expect, LANGUAGES, ROLES, test, visit, WALK_ROUTES, type Language } from './walk-kit';

const HAS_LETTER = /\p{L}/u;

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
    if (!english.has(text) || sameTextAllowed(text)) return false;
    const rest = withoutData(text, data)
      .replace(/[\s\p{P}\p{S}\d]+/gu, ' ')
      .trim();
    return HAS_LETTER.test(rest) && !sameTextAllowed(rest);
  });
}

const pathOf = (route: string) => route.split('?')[0];

for (const route of WALK_ROUTES) {
  test(`${route} reads in both languages, fits 360 px and passes axe`, async ({ walkers }) => {
    // Six visits, each read and checked by axe.
    test.setTimeout(test.info().timeout * 4);
    for (const role of ROLES) {
      const { page, errors } = walkers[role];
      const scans: Partial<Record<Language, Scan>> = {};
      for (const language of LANGUAGES) {
        const where = `${role}, ${language}`;
        await visit(page, route, language);
        expect.soft(errors(), `errors logged (${where})`).toEqual([]);
        // A page that sends this role elsewhere is walked under its own route.
        if (new URL(page.url()).pathname !== pathOf(route)) break;
        const found = await scan(page);
        scans[language] = found;
        expect.soft(found.overflow, `text that does not fit (${where})`).toEqual([]);
        expect.soft(found.wrapped, `labels on two lines (${where})`).toEqual([]);
        expect.soft(found.small, `controls under 44×44 px (${where})`).toEqual([]);
        expect.soft(await axeProblems(page), `axe (${where})`).toEqual([]);
      }
      if (scans.ty && scans.en) {
        expect.soft(untranslated(scans.ty, scans.en), `English on the Tagalog page (${role})`).toEqual([]);
      }
    }
  });
}
