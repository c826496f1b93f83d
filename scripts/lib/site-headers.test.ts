import { describe, expect, it } from 'vitest';
import { releaseManifestUrl } from '@platform/shared/registry';
import { AREA_PAGE_POLICY, apiAnswerHeaders, hostPagePolicy, releaseScriptSources } from './site-headers';

const CDN = 'https://cdn.example.test';
const pointer = (area: 'accounts' | 'lobby' | 'member' | 'agent', version = '1.0.0-a') => ({
  version,
  manifest: releaseManifestUrl(CDN, area, version),
});
const registry = (merchantAreas: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  defaultMerchant: 'M001',
  areas: { accounts: pointer('accounts'), lobby: pointer('lobby'), member: pointer('member'), agent: pointer('agent') },
  merchants: { M002: { hostnames: ['m002.localhost'], areas: merchantAreas } },
});
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the host page's script-src", () => {
  it('names the release folder of every pointer, for every merchant, and not the whole CDN', () => {
    const sources = releaseScriptSources(
      registry({
        agent: { version: 'x', manifest: 'https://cdn.m002.example/agent/7/mf-manifest.json' },
        member: { version: 'x', manifest: 'member.json' },
      }),
    );
    expect(sources).toEqual([
      `${CDN}/accounts/1.0.0-a/`,
      `${CDN}/agent/1.0.0-a/`,
      `${CDN}/lobby/1.0.0-a/`,
      `${CDN}/member/1.0.0-a/`,
      'https://cdn.m002.example/agent/7/',
    ]);
    const policy = hostPagePolicy({ scripts: sources, areaOrigins: [CDN, 'https://cdn.m002.example'] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...sources]);
    expect(directive(policy, 'script-src')).not.toContain(CDN);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", CDN, 'https://cdn.m002.example']);
  });

  it('falls back to the origin for a folder a policy cannot spell, and to none for a broken registry', () => {
    const odd = 'https://cdn.m002.example/a;b c/mf-manifest.json';
    expect(releaseScriptSources(registry({ lobby: { version: 'x', manifest: odd } }))).toContain(
      'https://cdn.m002.example',
    );
    expect(releaseScriptSources({ schemaVersion: 1 })).toEqual([]);
    expect(releaseScriptSources(null)).toEqual([]);
  });
});

describe("an area's own page on the CDN origin", () => {
  it('runs only its own scripts, talks to nothing else and cannot be framed', () => {
    expect(directive(AREA_PAGE_POLICY, 'script-src')).toEqual(["'self'"]);
    expect(directive(AREA_PAGE_POLICY, 'connect-src')).toEqual(["'self'"]);
    expect(directive(AREA_PAGE_POLICY, 'object-src')).toEqual(["'none'"]);
    expect(directive(AREA_PAGE_POLICY, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('API answers passed on by the host origin', () => {
  it('are never sniffed, and member data is never stored', () => {
    const answer = { 'content-type': 'application/json', 'cache-control': 'max-age=60' };
    expect(apiAnswerHeaders({}, answer)).toEqual({ ...answer, 'x-content-type-options': 'nosniff' });
    expect(apiAnswerHeaders({ authorization: 'Bearer t' }, answer)).toEqual({
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});
