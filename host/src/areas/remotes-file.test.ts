import { describe, expect, it } from 'vitest';
import { parseRemotesFile, RemotesFileError, resolveMerchant } from './remotes-file';

const pointer = (area: string, version = '1.0.0-a') => ({
  version,
  manifest: `https://cdn.example.invalid/${area}/${version}/mf-manifest.json`,
});
const valid = () => ({
  schemaVersion: 1,
  defaultMerchant: 'M001',
  areas: { accounts: pointer('accounts'), lobby: pointer('lobby'), member: pointer('member'), agent: pointer('agent') },
  merchants: { M002: { hostnames: ['m002.localhost'], areas: { agent: pointer('agent', '9.9.9-own') } } },
});

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
    [
      'a missing area',
      (f: ReturnType<typeof valid>) => ({ ...f, areas: { ...f.areas, lobby: undefined } }),
      /areas\.lobby/,
    ],
    [
      'a relative manifest URL',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        areas: { ...f.areas, member: { version: '1', manifest: '/member/mf-manifest.json' } },
      }),
      /absolute URL/,
    ],
    [
      'a script URL',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        areas: { ...f.areas, member: { version: '1', manifest: 'javascript:alert(1)//x.json' } },
      }),
      /http/,
    ],
    ['an unknown schema', (f: ReturnType<typeof valid>) => ({ ...f, schemaVersion: 2 }), /schemaVersion/],
    [
      'an override of an unknown area',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        merchants: { M9: { hostnames: [], areas: { casino: pointer('x') } } },
      }),
      /not an area/,
    ],
  ])('rejects %s, saying what is wrong', (_name, mutate, message) => {
    expect(() => parseRemotesFile(mutate(valid()))).toThrow(RemotesFileError);
    expect(() => parseRemotesFile(mutate(valid()))).toThrow(message);
  });
});
