import { describe, expect, it } from 'vitest';
import {
  parseRegistryDraft,
  parseRemotesFile,
  pointerVersionOf,
  releaseManifestUrl,
  RemotesFileError,
  resolveMerchant,
} from './remotes-file';

const CDN = 'https://cdn.example.invalid';
const pointer = (area: 'accounts' | 'lobby' | 'member' | 'agent', version = '1.0.0-a') => ({
  version,
  manifest: releaseManifestUrl(CDN, area, version),
});
const valid = () => ({
  schemaVersion: 1,
  defaultMerchant: 'M001',
  areas: { accounts: pointer('accounts'), lobby: pointer('lobby'), member: pointer('member'), agent: pointer('agent') },
  merchants: { M002: { hostnames: ['m002.localhost'], areas: { agent: pointer('agent', '9.9.9-own') } } },
});
type File = ReturnType<typeof valid>;

describe('remotes.json', () => {
  it('accepts a complete file and applies a merchant override by host name', () => {
    const file = parseRemotesFile(valid());
    expect(resolveMerchant(file, 'localhost')).toMatchObject({
      merchantCode: 'M001',
      areas: { agent: { version: '1.0.0-a' } },
    });
    const swapped = resolveMerchant(file, 'm002.localhost');
    expect(swapped.merchantCode).toBe('M002');
    expect(swapped.areas.agent.version).toBe('9.9.9-own');
    expect(swapped.areas.lobby.version).toBe('1.0.0-a');
  });

  it.each([
    ['a missing area', (f: File) => ({ ...f, areas: { ...f.areas, lobby: undefined } }), /areas\.lobby is missing/],
    [
      'a relative manifest URL',
      (f: File) => ({ ...f, areas: { ...f.areas, member: { version: '1', manifest: '/member/mf-manifest.json' } } }),
      /areas\.member\.manifest must be an absolute URL/,
    ],
    [
      'a script URL',
      (f: File) => ({
        ...f,
        areas: { ...f.areas, member: { version: '1', manifest: 'javascript:alert(1)//x.json' } },
      }),
      /areas\.member\.manifest must use http/,
    ],
    ['an unknown schema', (f: File) => ({ ...f, schemaVersion: 2 }), /schemaVersion must be 1/],
  ])('rejects %s, naming the wrong field', (_name, mutate, message) => {
    expect(() => parseRemotesFile(mutate(valid()))).toThrow(RemotesFileError);
    expect(() => parseRemotesFile(mutate(valid()))).toThrow(message);
  });

  it.each([
    [
      'an override of an unknown area',
      (f: File) => ({ ...f, merchants: { M9: { hostnames: [], areas: { casino: pointer('lobby') } } } }),
      /merchants\.M9\.areas\.casino is not an area/,
    ],
    [
      'host names that are not strings',
      (f: File) => ({ ...f, merchants: { M9: { hostnames: [9], areas: {} } } }),
      /merchants\.M9\.hostnames must be a list of strings/,
    ],
    [
      "a merchant's relative manifest URL",
      (f: File) => ({
        ...f,
        merchants: { M9: { hostnames: [], areas: { member: { version: '1', manifest: 'member.json' } } } },
      }),
      /merchants\.M9\.areas\.member\.manifest must be an absolute URL/,
    ],
  ])('keeps the release scripts from storing %s, naming the wrong field', (_name, mutate, message) => {
    expect(() => parseRegistryDraft(mutate(valid()))).toThrow(message);
  });

  it('lets the release store hold a registry whose areas are not all released yet, and checks what is there', () => {
    const draft = parseRegistryDraft({ ...valid(), areas: { lobby: pointer('lobby') } });
    expect(draft.areas).toEqual({ lobby: pointer('lobby') });
    expect(() => parseRegistryDraft({ ...valid(), areas: { lobby: { version: '' } } })).toThrow(
      /areas\.lobby\.version must be a string/,
    );
  });
});

describe('a bad merchant entry, as the host reads it', () => {
  const withMerchants = (merchants: Record<string, unknown>) => ({
    ...valid(),
    merchants: { ...valid().merchants, ...merchants },
  });

  it.each([
    ['a relative manifest URL', { version: '1', manifest: '/member/mf-manifest.json' }, /must be an absolute URL/],
    ['a script URL', { version: '1', manifest: 'javascript:alert(1)//x.json' }, /must use http/],
    ['no version', { manifest: releaseManifestUrl(CDN, 'member', '1') }, /version must be a string/],
    ['a pointer that is not an object', 'latest', /must be an object/],
  ])('fails only the area it names, for that merchant alone: %s', (_name, bad, message) => {
    const file = parseRemotesFile(
      withMerchants({ M3: { hostnames: ['m3.example'], areas: { member: bad, lobby: pointer('lobby', '3-own') } } }),
    );
    const m3 = resolveMerchant(file, 'm3.example');
    expect(m3.merchantCode).toBe('M3');
    expect(Object.keys(m3.invalid)).toEqual(['member']);
    expect(m3.invalid.member).toMatch(/^remotes\.json is invalid: merchants\.M3\.areas\.member/);
    expect(m3.invalid.member).toMatch(message);
    expect(m3.areas.lobby.version).toBe('3-own');
    for (const hostname of ['localhost', 'm002.localhost']) {
      const other = resolveMerchant(file, hostname);
      expect(other.invalid).toEqual({});
      expect(other.areas.member.version).toBe('1.0.0-a');
    }
    expect(resolveMerchant(file, 'm002.localhost').areas.agent.version).toBe('9.9.9-own');
    expect(file.problems).toEqual([]);
  });

  it('fails every area of a merchant whose overrides are not an object, and no other merchant', () => {
    const file = parseRemotesFile(withMerchants({ M3: { hostnames: ['m3.example'], areas: [] } }));
    expect(Object.keys(resolveMerchant(file, 'm3.example').invalid).sort()).toEqual([
      'accounts',
      'agent',
      'lobby',
      'member',
    ]);
    expect(resolveMerchant(file, 'localhost').invalid).toEqual({});
  });

  it('ignores an override of an unknown area, which nothing loads', () => {
    const file = parseRemotesFile(withMerchants({ M3: { hostnames: ['m3.example'], areas: { casino: 'x' } } }));
    expect(resolveMerchant(file, 'm3.example')).toMatchObject({ merchantCode: 'M3', invalid: {} });
  });

  it('leaves out, and names, an entry with no readable host names; the other merchants start', () => {
    const file = parseRemotesFile(withMerchants({ M3: { hostnames: 'm3.example', areas: {} }, M4: null }));
    expect(file.problems).toEqual([
      'remotes.json is invalid: merchants.M3.hostnames must be a list of strings',
      'remotes.json is invalid: merchants.M4 must be an object',
    ]);
    expect(Object.keys(file.merchants)).toEqual(['M002']);
    expect(resolveMerchant(file, 'm002.localhost').areas.agent.version).toBe('9.9.9-own');
  });

  it('still refuses a file whose default areas are broken: no merchant could start', () => {
    expect(() => parseRemotesFile({ ...valid(), merchants: 'none' })).toThrow(/merchants must be an object/);
    expect(() => parseRemotesFile({ ...valid(), areas: { ...valid().areas, lobby: 'x' } })).toThrow(
      /areas\.lobby must be an object/,
    );
  });
});

describe('the manifest URL rule', () => {
  it('serves a stored release at <cdn>/<area>/<version>/mf-manifest.json', () => {
    expect(releaseManifestUrl(CDN, 'lobby', '1.0.0-abc')).toBe(`${CDN}/lobby/1.0.0-abc/mf-manifest.json`);
  });

  it('names a pointer by its stored release, or by where it lives when it is not one', () => {
    expect(pointerVersionOf('lobby', releaseManifestUrl(CDN, 'lobby', '1.0.0-abc'), CDN)).toBe('1.0.0-abc');
    expect(pointerVersionOf('agent', releaseManifestUrl(CDN, 'lobby', '1.0.0-abc'), CDN)).toBe(
      'external:cdn.example.invalid/lobby/1.0.0-abc/mf-manifest.json',
    );
    expect(pointerVersionOf('agent', 'https://cdn.m002.example/agent/7/mf-manifest.json', CDN)).toBe(
      'external:cdn.m002.example/agent/7/mf-manifest.json',
    );
  });
});
