import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// @platform/shared's main entry is a Module Federation shared module, loaded whole (never tree-shaken)
// by every page, and its `./contract` entry is bundled into every area. The routes a page calls are
// generated from the endpoint descriptors with their schemas as types only, so neither entry reaches
// TypeBox or a descriptor at run time: only a development build's answer check does, by a dynamic import
// behind the NODE_ENV test, which a production build drops. This walks the static imports that are left
// once the compiler has erased type-only ones.

const SCHEMAS = import.meta.dirname;
const SRC = resolve(SCHEMAS, '../..');

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((path) => existsSync(path)) ?? null;
}

function runtimeImports(file: string): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
  });
  const source = ts.createSourceFile(file, outputText, ts.ScriptTarget.ES2022);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function runtimeGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const local = resolveLocal(file, specifier);
        if (local) pending.push(local);
      }
    }
  }
  return { files: [...files], packages: [...packages] };
}

describe("the main entry's run-time imports", () => {
  const graph = runtimeGraph(join(SRC, 'index.ts'));

  it('reach the contract, the session and the libraries the page shares', () => {
    expect(graph.files).toContain(join(SRC, 'contract', 'encryption.ts'));
    expect(graph.files).toContain(join(SRC, 'contract', 'calls.generated.ts'));
    expect(graph.packages).toEqual(expect.arrayContaining(['valtio', 'axios', 'react-router-dom']));
  });

  it('never load TypeBox, a schema or a descriptor, which only development builds check answers with', () => {
    expect(graph.packages.filter((name) => name.startsWith('@sinclair/typebox'))).toEqual([]);
    expect(graph.files.filter((file) => /[/\\]contract[/\\](schemas|endpoints)[/\\]/.test(file))).toEqual([]);
    expect(graph.files).not.toContain(join(SRC, 'api', 'answer-check.ts'));
  });
});

describe("the contract entry's run-time imports, bundled into each area", () => {
  const graph = runtimeGraph(join(SRC, 'contract', 'index.ts'));

  it('hold the routes but no TypeBox, schema or descriptor', () => {
    expect(graph.files).toContain(join(SRC, 'contract', 'calls.generated.ts'));
    expect(graph.packages.filter((name) => name.startsWith('@sinclair/typebox'))).toEqual([]);
    expect(graph.files.filter((file) => /[/\\]contract[/\\](schemas|endpoints)[/\\]/.test(file))).toEqual([]);
  });
});
