import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink } from './links';

const ORIGIN = 'https://m.example.ph';

describe('classifyLink', () => {
  it.each([
    ['/m/rewardCenter', { kind: 'internal', path: '/m/rewardCenter' }],
    ['/m/gameList?gameType=RNG#top', { kind: 'internal', path: '/m/gameList?gameType=RNG#top' }],
    [`${ORIGIN}/m/activity`, { kind: 'internal', path: '/m/activity' }],
    ['/m/../admin', { kind: 'none' }],
    ['/m/%2e%2e/admin', { kind: 'none' }],
    ['/admin', { kind: 'none' }],
    ['rewardCenter', { kind: 'none' }],
    ['https://facebook.com/luckybay', { kind: 'external', url: 'https://facebook.com/luckybay' }],
    ['HTTPS://t.me/luckybay', { kind: 'external', url: 'https://t.me/luckybay' }],
    ['//evil.example/m/home', { kind: 'external', url: 'https://evil.example/m/home' }],
    ['/\\evil.example/m/home', { kind: 'external', url: 'https://evil.example/m/home' }],
    ['\\/evil.example/m/home', { kind: 'external', url: 'https://evil.example/m/home' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['JaVaScRiPt:alert(1)', { kind: 'none' }],
    ['java\nscript:alert(1)', { kind: 'none' }],
    [' data:text/html,<script>alert(1)</script>', { kind: 'none' }],
    ['mailto:help@example.ph', { kind: 'none' }],
    ['http://[not a host', { kind: 'none' }],
    ['', { kind: 'none' }],
    [undefined, { kind: 'none' }],
  ])('%j → %j', (href, expected) => {
    expect(classifyLink(href, ORIGIN)).toEqual(expected);
  });

  // 500 generated links take about 2 s on an idle machine and several times that on a busy one.
  it('never sends any string to another origin in the same tab, nor to a non-http scheme', { timeout: 45_000 }, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `/m/${tail}`),
          fc
            .constantFrom('//', '/\\', '\\/', '\\\\', 'javascript:', 'HTTPS:', ' ')
            .chain((head) => fc.string().map((tail) => head + tail)),
        ),
        (href) => {
          const target = classifyLink(href, ORIGIN);
          if (target.kind === 'internal') {
            expect(new URL(target.path, ORIGIN).origin).toBe(ORIGIN);
            expect(target.path.startsWith('/m/')).toBe(true);
          }
          if (target.kind === 'external') expect(new URL(target.url).protocol).toMatch(/^https?:$/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
