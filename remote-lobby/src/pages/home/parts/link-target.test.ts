import { describe, expect, it } from 'vitest';
import { linkTarget, type LinkTarget } from './link-target';

const ORIGIN = 'https://site.example';
const inside = (path: string): LinkTarget => ({ kind: 'internal', path });
const outside = (url: string): LinkTarget => ({ kind: 'external', url });

describe('linkTarget', () => {
  it.each<[string, string | null | undefined, LinkTarget | null]>([
    ['a site path', '/m/rewardCenter', inside('/m/rewardCenter')],
    ['a site path with query and hash', '/m/gameList?gameType=RNG#top', inside('/m/gameList?gameType=RNG#top')],
    ['a site path with spaces around it', '  /m/notice ', inside('/m/notice')],
    ['an absolute URL of this origin under /m/', 'https://site.example/m/activity', inside('/m/activity')],
    ['an https page elsewhere', 'https://partner.example/promo', outside('https://partner.example/promo')],
    ['an http page elsewhere, scheme in capitals', 'HTTP://Partner.example/a', outside('http://partner.example/a')],
    ['javascript:', 'javascript:alert(1)', null],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)', null],
    ['javascript: with a tab inside', 'java\tscript:alert(1)', null],
    ['a data URL', 'data:text/html,<script>alert(1)</script>', null],
    ['mailto:', 'mailto:help@site.example', null],
    ['another scheme', 'ftp://files.example/app.apk', null],
    ['a protocol-relative host', '//evil.example/m/home', null],
    ['slash backslash host', '/\\evil.example', null],
    ['backslash slash host', '\\/evil.example', null],
    ['two backslashes', '\\\\evil.example', null],
    ['https with slash backslash', 'https:/\\evil.example', null],
    ['http without slashes', 'http:evil.example', null],
    ['a tab inside the scheme', 'ht\ttps://evil.example', null],
    ['a path that climbs out of /m/', '/m/../api/member', null],
    ['an encoded climb out of /m/', '/m/%2e%2e/api/member', null],
    ['a path of this origin outside /m/', '/api/member', null],
    ['/m without a page', '/m', null],
    ['an absolute URL of this origin outside /m/', 'https://site.example/api/member', null],
    ['an empty string', '', null],
    ['blank', '   ', null],
    ['nothing', undefined, null],
  ])('%s', (_name, raw, expected) => {
    expect(linkTarget(raw, ORIGIN)).toEqual(expected);
  });
});
