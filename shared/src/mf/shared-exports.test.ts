import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The share scope provides react-router-dom and @tanstack/react-query as files that re-export a
// chosen few names; a name they lack would be undefined at run time in a federated build, though
// the types and the unit tests (which use the whole packages) pass.

const ROOT = resolve(import.meta.dirname, '../../..');
const APP_SOURCES = [
  'host/src',
  'shared/src',
  ...['accounts', 'lobby', 'member', 'agent'].map((area) => `remote-${area}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The value names (not types) a source imports or re-exports from a package. */
function importedNames(source: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const SLIM_PROVIDERS = [
  { name: 'react-router-dom', file: 'react-router-dom.ts' },
  { name: '@tanstack/react-query', file: 'react-query.ts' },
];

describe.each(SLIM_PROVIDERS)('the shared $name module', ({ name, file }) => {
  const provided = readFileSync(resolve(import.meta.dirname, file), 'utf8');
  const exported = new Set(
    [...provided.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((part) => part.trim()),
    ),
  );

  it(`exports every name the apps import from ${name}`, () => {
    const used = new Set(
      APP_SOURCES.flatMap((dir) => sourceFiles(resolve(ROOT, dir))).flatMap((source) =>
        importedNames(readFileSync(source, 'utf8'), name),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((used) => !exported.has(used))).toEqual([]);
  });
});

describe('reading imported names', () => {
  it('skips types and namespaces nothing else', () => {
    expect(
      importedNames("import { Link, type Location, useNavigate as go } from 'react-router-dom';", 'react-router-dom'),
    ).toEqual(['Link', 'useNavigate']);
    expect(importedNames("import type { RouteObject } from 'react-router-dom';", 'react-router-dom')).toEqual([]);
    expect(importedNames("import { Link } from 'react-router';", 'react-router-dom')).toEqual([]);
  });
});
