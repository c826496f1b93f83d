import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The share scope provides react-router-dom as react-router-dom.ts, which re-exports a chosen few
// names; a name it lacks would be undefined at run time in a federated build, though the types and
// the unit tests (which use the whole package) pass.

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

/** The value names (not types) a source imports or re-exports from 'react-router-dom'. */
function routerNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g)) {
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

describe('the shared react-router-dom module', () => {
  const provided = readFileSync(resolve(import.meta.dirname, 'react-router-dom.ts'), 'utf8');
  const exported = new Set(
    [...provided.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim()),
    ),
  );

  it('exports every name the apps import from react-router-dom', () => {
    const used = new Set(
      APP_SOURCES.flatMap((dir) => sourceFiles(resolve(ROOT, dir))).flatMap((file) =>
        routerNames(readFileSync(file, 'utf8')),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
  });

  it('reads names, skipping types and namespaces nothing else', () => {
    expect(routerNames("import { Link, type Location, useNavigate as go } from 'react-router-dom';")).toEqual([
      'Link',
      'useNavigate',
    ]);
    expect(routerNames("import type { RouteObject } from 'react-router-dom';")).toEqual([]);
    expect(routerNames("import { Link } from 'react-router';")).toEqual([]);
  });
});
