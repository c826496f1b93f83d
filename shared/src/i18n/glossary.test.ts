import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryProblems, SAME_LABEL_GROUPS, TY_SAME_AS_EN, type GlossaryLanguage } from './glossary';

const ROOT = resolve(import.meta.dirname, '../../..');

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every folder of the apps that holds a pair of locale files, relative to the repository. */
function localeFolders(): string[] {
  const tops = ['shared/src/i18n/locales', 'host/src/i18n'];
  const areas = readdirSync(ROOT).filter((name) => name.startsWith('remote-'));
  const folders = [...tops, ...areas.map((area) => `${area}/src/i18n`)].flatMap((top) =>
    readdirSync(join(ROOT, top), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name === 'en.json')
      .map((entry) => relative(ROOT, entry.parentPath)),
  );
  return [...new Set(folders)].sort();
}

function load(folder: string, language: GlossaryLanguage): Map<string, string> {
  const tree = JSON.parse(readFileSync(join(ROOT, folder, `${language}.json`), 'utf8')) as Tree;
  return new Map(leaves(tree));
}

const FOLDERS = localeFolders();
const TEXTS = new Map(FOLDERS.map((folder) => [folder, { en: load(folder, 'en'), ty: load(folder, 'ty') }]));

function textOf(id: string, language: GlossaryLanguage): string | undefined {
  const [folder = '', key = ''] = id.split('#');
  return TEXTS.get(folder)?.[language].get(key);
}

describe('the glossary', () => {
  it("finds the locale files of every app, areas' sub-folders included", () => {
    expect(FOLDERS).toEqual(
      expect.arrayContaining(['shared/src/i18n/locales', 'host/src/i18n', 'remote-lobby/src/i18n/home']),
    );
    expect(FOLDERS.length).toBeGreaterThanOrEqual(8);
  });

  it('has the same keys in TY and EN in every locale folder', () => {
    const differences = [...TEXTS].flatMap(([folder, { en, ty }]) => [
      ...[...en.keys()].filter((key) => !ty.has(key)).map((key) => `${folder}: ${key} has no TY text`),
      ...[...ty.keys()].filter((key) => !en.has(key)).map((key) => `${folder}: ${key} has no EN text`),
    ]);
    expect(differences).toEqual([]);
  });

  it.each(['ty', 'en'] as const)('is followed by every %s text', (language) => {
    const problems = [...TEXTS].flatMap(([folder, texts]) =>
      [...texts[language]].flatMap(([key, text]) =>
        glossaryProblems(text, language).map(
          ({ concept, found }) => `${folder}/${language}.json ${key}: "${found}" (${concept}) in "${text}"`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has a TY text different from the EN one, unless the allowlist gives a reason', () => {
    const allowed = new Set(TY_SAME_AS_EN.flatMap(({ keys }) => keys));
    const same = [...TEXTS].flatMap(([folder, { en, ty }]) =>
      [...ty]
        .filter(([key, text]) => en.get(key) === text && !allowed.has(`${folder}#${key}`))
        .map(([key, text]) => `${folder}#${key}: "${text}"`),
    );
    expect(same).toEqual([]);
  });

  it('allows only keys that exist and whose TY text really equals the EN one', () => {
    const stale = TY_SAME_AS_EN.flatMap(({ keys }) => keys).filter((id) => {
      const ty = textOf(id, 'ty');
      return ty === undefined || ty !== textOf(id, 'en');
    });
    expect(stale).toEqual([]);
  });

  it('gives one UI item the same TY label wherever it is shown', () => {
    for (const { concept, keys } of SAME_LABEL_GROUPS) {
      const labels = keys.map((id) => `${id}: ${textOf(id, 'ty') ?? '(missing)'}`);
      const distinct = new Set(keys.map((id) => textOf(id, 'ty')));
      expect(distinct.size === 1 && !distinct.has(undefined), `${concept}:\n${labels.join('\n')}`).toBe(true);
    }
  });

  it('catches a forbidden variant, a word outside the allowed forms and a stray title', () => {
    expect(glossaryProblems('Magdeposito ngayon', 'ty')).toEqual([{ concept: 'deposit', found: 'magdeposito' }]);
    expect(glossaryProblems('Sentro ng ahente', 'ty').map((p) => p.found)).toEqual(['Sentro', 'Sentro ng ahente']);
    expect(glossaryProblems('Akin', 'ty')).toHaveLength(1);
    expect(glossaryProblems('Sali ka sa akin', 'ty')).toEqual([]);
    expect(glossaryProblems('Mag-deposit ng {{amount}} sa GCash', 'ty')).toEqual([]);
    expect(glossaryProblems('Help center', 'en')).toEqual([{ concept: expect.any(String), found: 'center' }]);
  });
});
