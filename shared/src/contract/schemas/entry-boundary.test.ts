import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// @platform/shared's main entry is a Module Federation shared module, loaded whole (never tree-shaken)
// by every page, so TypeBox must stay out of what it loads at run time. The contract's types come
// from these schemas through type-only imports, which the compiler erases; this walks what is left.

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
  return ts.preProcessFile(outputText, true, true).importedFiles.map((imported) => imported.fileName);
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
    expect(graph.files).toContain(join(SRC, 'contract', 'validation.ts'));
    expect(graph.packages).toEqual(expect.arrayContaining(['valtio', 'axios', 'react-router-dom']));
  });

  it('never load TypeBox or the request schemas', () => {
    expect(graph.packages.filter((name) => name.startsWith('@sinclair/typebox'))).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith(SCHEMAS))).toEqual([]);
  });
});
