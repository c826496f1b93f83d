import { describe, expect, it } from 'vitest';
import type { LinkTarget } from '@platform/shared';
import { linkTarget } from './link-target';

const ORIGIN = 'https://site.example';
const inside = (path: string): LinkTarget => ({ kind: 'internal', path });
const outside = (url: string): LinkTarget => ({ kind: 'external', url });
const NONE: LinkTarget = { kind: 'none' };

describe('linkTarget', () => {
  it.each<[string, string | null | undefined, LinkTarget]>([
    ['a site path', '/m/rewardCenter', inside('/m/rewardCenter')],
    ['a site path with query and hash', '/m/gameList?gameType=RNG#top', inside('/m/gameList?gameType=RNG#top')],
    ['a site path with spaces around it', '  /m/notice ', inside('/m/notice')],
    ['an absolute URL of this origin under /m/', 'https://site.example/m/activity', inside('/m/activity')],
    ['an https page elsewhere', 'https://partner.example/promo', outside('https://partner.example/promo')],
    ['an http page elsewhere, scheme in capitals', 'HTTP://Partner.example/a', outside('http://partner.example/a')],
    ['javascript:', 'javascript:alert(1)', NONE],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)', NONE],
    ['javascript: with a tab inside', 'java\tscript:alert(1)', NONE],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', NONE],
    ['mailto:', 'mailto:help@site.example', NONE],
    ['another scheme', 'ftp://files.example/app.apk', NONE],
    ['a protocol-relative host', '//evil.example/m/home', NONE],
    ['slash backslash host', '/\\evil.example', NONE],
    ['backslash slash host', '\\/evil.example', NONE],
    ['two backslashes', '\\\\evil.example', NONE],
    ['https with slash backslash', 'https:/\\evil.example', NONE],
    ['http without slashes', 'http:evil.example', NONE],
    ['a tab inside the scheme', 'ht\ttps://evil.example', NONE],
    ['a path that climbs out of /m/', '/m/../api/member', NONE],
    ['an encoded climb out of /m/', '/m/%2e%2e/api/member', NONE],
    ['a path of this origin outside /m/', '/api/member', NONE],
    ['/m without a page', '/m', NONE],
    ['an absolute URL of this origin outside /m/', 'https://site.example/api/member', NONE],
    ['an empty string', '', NONE],
    ['blank', '   ', NONE],
    ['nothing', undefined, NONE],
  ])('%s', (_name, raw, expected) => {
    expect(linkTarget(raw, ORIGIN)).toEqual(expected);
  });
});
