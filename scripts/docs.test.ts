// The repository's own docs against the code they describe: every path they name exists, and the
// README's lists of Module Federation singletons are the list the builds use.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SINGLETONS } from '@platform/shared/mf';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');

const DOCS = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

// Where a path named from the repository's root starts.
const TOP_FOLDERS = [
  'host',
  'shared',
  'platform-api',
  'e2e',
  'scripts',
  'remote-accounts',
  'remote-lobby',
  'remote-member',
  'remote-agent',
];
const REPO_PATH = new RegExp(`^(${TOP_FOLDERS.join('|')})/[\\w./-]*$`);
// A path inside the package whose README names it (`src/areas/`); shorter names in a README's lists
// (`game-grid/` after `src/features/game-tile/`) read from their sentence, and are not checked.
const PACKAGE_PATH = /^src\/[\w./-]*$/;
// A name standing for files to come (`src/db/migrations/NNNN_name.sql`).
const PLACEHOLDER = /N{4}/;

/**
 * The backticked paths of a Markdown text, without a trailing line number or slash: from the
 * repository's root, or in a package's README its src/ paths, from the package.
 */
export function namedPaths(markdown: string, packageDir: string | null = null): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/:\d+(-\d+)?$/, ''))
    .filter((text) => !PLACEHOLDER.test(text))
    .flatMap((text): string[] => {
      const path = text.replace(/\/$/, '');
      if (REPO_PATH.test(text)) return [path];
      if (packageDir && PACKAGE_PATH.test(text)) return [`${packageDir}/${path}`];
      return [];
    });
}

/** Whether git ignores the path: a folder the tools make at run time, named in the docs on purpose. */
const ignored = (path: string) => {
  try {
    // As a folder too: a pattern like `e2e/.release-store*/` matches only one.
    execFileSync('git', ['check-ignore', path, `${path}/`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const exists = (path: string) => existsSync(resolve(root, path)) || ignored(path);

/**
 * The package names of a README sentence that lists singletons, from `start` to `end`: names apart
 * by commas and "and", in backticks or not, with remarks in parentheses left out.
 */
export function listedPackages(text: string, start: string, end: string): string[] {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`README has no list between "${start}" and "${end}"`);
  return text
    .slice(from + start.length, to)
    .replace(/\([^)]*\)/g, '')
    .replace(/`/g, '')
    .split(/,|\band\b/)
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the docs', () => {
  it('are found', () => {
    expect(DOCS).toContain('README.md');
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const packageDir = doc.includes('/') ? dirname(doc) : null;
    const missing = namedPaths(read(doc), packageDir).filter((path) => !exists(path));
    expect(missing, `paths named in ${doc} that are not in the repository`).toEqual([]);
  });

  it('README lists the singletons the builds share', () => {
    const readme = read('README.md');
    const expected = [...SINGLETONS].sort();
    expect(listedPackages(readme, '**One of each**:', 'are Module Federation singletons').sort()).toEqual(expected);
    expect(listedPackages(readme, 'the same singletons as `shared/src/mf` lists (', ')').sort()).toEqual(expected);
  });
});

describe('namedPaths', () => {
  it('takes backticked paths from the root, and leaves other code spans', () => {
    expect(
      namedPaths('See `host/src/a.ts:12`, `shared/src/mf/`, `npm run areas`, `src/pages/` and `remote-*/src`.'),
    ).toEqual(['host/src/a.ts', 'shared/src/mf']);
  });
});

describe('namedPaths in a package README', () => {
  it('reads its src/ paths from the package, and leaves names and placeholders', () => {
    expect(
      namedPaths('`src/areas/`, `src/db/NNNN_name.sql`, `@platform/shared/mf`, `./LoginPage`, `tabs/`', 'host'),
    ).toEqual(['host/src/areas']);
  });
});

describe('listedPackages', () => {
  it('reads names apart by commas and "and", without remarks in parentheses', () => {
    expect(
      listedPackages('X: react, react-dom (and subpaths), `valtio` and `@platform/shared` are it.', 'X:', 'are it'),
    ).toEqual(['react', 'react-dom', 'valtio', '@platform/shared']);
  });
});
