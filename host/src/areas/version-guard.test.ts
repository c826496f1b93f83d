import { describe, expect, it } from 'vitest';
import { majorOf, sharedMismatch } from './version-guard';

const shared = (requiredVersion: string) => [
  { name: 'react', requiredVersion: '^19.3.1', version: '19.3.1' },
  { name: '@platform/shared', requiredVersion, version: '1.0.0' },
];

describe('the shared version guard', () => {
  it('reads the major of versions and ranges', () => {
    expect(majorOf('1.4.2')).toBe(1);
    expect(majorOf('^2.0.0')).toBe(2);
    expect(majorOf('>=3')).toBe(3);
    expect(majorOf('latest')).toBeNaN();
  });

  it('accepts an area built against the same major, whatever the minor', () => {
    expect(sharedMismatch(shared('^1.0.0'), '1.0.0')).toBeNull();
    expect(sharedMismatch(shared('^1.2.0'), '1.0.0')).toBeNull();
  });

  it('refuses an area built against another major, saying which', () => {
    expect(sharedMismatch(shared('^2.0.0'), '1.0.0')).toBe(
      'it was built against @platform/shared ^2.0.0 (major 2); this page provides 1.0.0',
    );
  });

  it('refuses an area whose manifest does not share the package at all', () => {
    expect(sharedMismatch([{ name: 'react', requiredVersion: '^19.3.1' }], '1.0.0')).toMatch(/does not share/);
    expect(sharedMismatch(undefined, '1.0.0')).toMatch(/does not share/);
  });
});
