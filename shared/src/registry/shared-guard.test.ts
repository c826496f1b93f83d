import { describe, expect, it } from 'vitest';
import { readBuildManifest } from './build-manifest';
import { majorOf, sharedMismatch } from './shared-guard';

function build(requiredVersion: string, imports?: string[], version = '1.0.0') {
  return readBuildManifest({
    name: 'member',
    metaData: imports ? { sharedImports: imports } : {},
    shared: [
      { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1' },
      { name: '@platform/shared', requiredVersion, version },
    ],
  });
}
const page = { version: '1.0.0', exports: ['Button', 'useSession', 'toast'] };

describe('the shared version guard', () => {
  it('reads the major of versions and ranges', () => {
    expect(majorOf('1.4.2')).toBe(1);
    expect(majorOf('^2.0.0')).toBe(2);
    expect(majorOf('>=3')).toBe(3);
    expect(majorOf('latest')).toBeNaN();
  });

  it('accepts a build of the same major that finds every name it imports', () => {
    expect(sharedMismatch(build('^1.0.0', ['Button', 'toast']), page)).toBeNull();
    expect(sharedMismatch(build('^1.0.0', ['useSession'], '1.4.0'), page)).toBeNull();
  });

  it('refuses a build made against another major, saying which', () => {
    expect(sharedMismatch(build('^2.0.0', ['Button'], '2.0.0'), page)).toBe(
      'it was built against @platform/shared ^2.0.0 (major 2), but the host provides 1.0.0',
    );
  });

  it('refuses a build that imports names the page does not export, naming them and the versions', () => {
    expect(sharedMismatch(build('^1.0.0', ['Button', 'formatOdds', 'oddsTable'], '1.1.0'), page)).toBe(
      "it imports formatOdds, oddsTable from @platform/shared (built against 1.1.0), which the host's 1.0.0 does not export",
    );
  });

  it('checks the major alone when the build or the page does not list its names', () => {
    expect(sharedMismatch(build('^1.0.0'), page)).toBeNull();
    expect(sharedMismatch(build('^1.0.0', ['formatOdds']), { version: '1.0.0' })).toBeNull();
  });

  it('refuses a build whose manifest does not share the package at all', () => {
    expect(sharedMismatch(readBuildManifest({ shared: [{ name: 'react' }] }), page)).toMatch(/does not share/);
    expect(sharedMismatch(readBuildManifest(null), page)).toMatch(/does not share/);
  });
});
