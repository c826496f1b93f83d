import { describe, expect, it } from 'vitest';
import { startupScripts, type StatsChunk } from './load-graph';

const consumes = (key: string) => ({
  name: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /repo/node_modules/${key}/index.js)`,
});
const providedBy = (key: string) => ({ moduleName: `provide shared module (default) ${key}@1.0.0 = /repo/${key}` });
const fallbackOf = (key: string) => ({ moduleName: consumes(key).name });

// The shape of a host build: an entry, a start-up group that consumes two singletons, one of
// which consumes a third, and fallback and lazy chunks the start-up never asks for.
const chunks: StatsChunk[] = [
  { id: 'entry', files: ['index.js'], modules: [{ name: './src/index.ts' }] },
  { id: 'start', files: ['bootstrap.js', 'bootstrap.css'], modules: [consumes('@scope/ui'), consumes('react-dom')] },
  { id: 1, files: ['ui.js'], origins: [providedBy('@scope/ui'), fallbackOf('@scope/ui')] },
  { id: 2, files: ['react-dom.js'], origins: [providedBy('react-dom')], modules: [consumes('react')] },
  { id: 3, files: ['react.js'], origins: [providedBy('react'), fallbackOf('react')] },
  { id: 4, files: ['react-dom-fallback.js'], origins: [fallbackOf('react-dom')] },
  { id: 5, files: ['lazy.js'], origins: [{ moduleName: './src/App.tsx' }] },
  { id: 6, files: ['router.js'], origins: [providedBy('react-router-dom')] },
];

describe('the scripts a start-up loads', () => {
  it('are its own chunks and its consumed singletons’ providers, transitively, never a fallback or lazy chunk', () => {
    expect(startupScripts(chunks, ['entry', 'start'])).toEqual([
      'index.js',
      'bootstrap.js',
      'ui.js',
      'react-dom.js',
      'react.js',
    ]);
  });

  it('name each file once and ignore ids the build does not have', () => {
    const twice = [...chunks, { id: 7, files: ['ui.js'], origins: [providedBy('@scope/ui')] }];
    expect(startupScripts(twice, ['entry', 'start', 'missing'])).toEqual(startupScripts(chunks, ['entry', 'start']));
  });
});
