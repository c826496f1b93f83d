// Text that may read the same on the Tagalog page as on the English one: exactly the TY texts the
// glossary allows to equal EN (shared's TY_SAME_AS_EN, each group with its reason), so the locale test
// and the walk agree. Names, numbers and what the server sends are passed over without a list (see
// routes.spec.ts); everything else a page shows alike in both languages is a missing translation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TY_SAME_AS_EN } from '@platform/shared/glossary';

const ROOT = resolve(import.meta.dirname, '../../..');

type Tree = { [key: string]: string | Tree };

/** The words of a text: no placeholder, tag, digit, punctuation or symbol, spaces single. */
export function wordsOf(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\s\p{P}\p{S}\d]+/gu, ' ')
    .trim();
}

const files = new Map<string, Tree>();

/** The TY text of a `<folder>#<key>` id, as the glossary names it. */
function tyText(id: string): string {
  const [folder = '', key = ''] = id.split('#');
  let tree = files.get(folder);
  if (!tree) {
    tree = JSON.parse(readFileSync(resolve(ROOT, folder, 'ty.json'), 'utf8')) as Tree;
    files.set(folder, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`The glossary's allowlist names ${id}, which has no TY text.`);
  return node;
}

const ALLOWED: ReadonlySet<string> = new Set(
  TY_SAME_AS_EN.flatMap(({ keys }) => keys.map((id) => wordsOf(tyText(id)))).filter(Boolean),
);

/** Whether the words of a text (see `wordsOf`) are one of the glossary's allowed TY texts. */
export function sameTextAllowed(words: string): boolean {
  return ALLOWED.has(words);
}
