import { describe, expect, it } from 'vitest';
import { readBuildManifest } from './build-manifest';
import { checkBuild } from './build-check';

function build(name: string, exposes: string[], imports: string[] | null = ['Button']) {
  return readBuildManifest({
    name,
    metaData: imports ? { sharedImports: imports } : {},
    shared: [{ name: '@platform/shared', requiredVersion: '^1.0.0', version: '1.0.0' }],
    exposes: exposes.map((expose) => ({ name: expose, path: `./${expose}` })),
  });
}
const provided = { version: '1.0.0', exports: ['Button'] };

describe('checking a build before it goes live', () => {
  it('passes a build of the area that keeps what the live release exposes', () => {
    const live = build('agent', ['AgentHomePage']);
    expect(checkBuild('agent', build('agent', ['AgentHomePage', 'TeamPage']), { reference: live, provided })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('refuses a build of another area, saying which name it has', () => {
    expect(checkBuild('agent', build('lobby', ['HomePage']), { provided }).errors).toEqual([
      'its Module Federation name is "lobby", not "agent": the host loads it by that name',
    ]);
  });

  it("warns when an area's own release drops a module, and refuses it for a merchant's build", () => {
    const live = build('agent', ['AgentHomePage', 'TeamPage']);
    const next = build('agent', ['AgentHomePage']);
    const message = 'it does not expose ./TeamPage, which the live release exposes and the host may use';
    expect(checkBuild('agent', next, { reference: live, provided }).warnings).toEqual([message]);
    expect(checkBuild('agent', next, { reference: live, provided, strictExposes: true }).errors).toEqual([message]);
  });

  it('refuses a build whose shared needs the host does not meet, with the words the host logs', () => {
    expect(checkBuild('agent', build('agent', [], ['Button', 'formatOdds']), { provided }).errors).toEqual([
      "it imports formatOdds from @platform/shared (built against 1.0.0), which the host's 1.0.0 does not export",
    ]);
  });

  it('says when only the major could be checked', () => {
    expect(checkBuild('agent', build('agent', [], null), { provided }).warnings).toEqual([
      'its manifest does not list what it imports from @platform/shared: only the major was checked',
    ]);
    expect(checkBuild('agent', build('agent', []), { provided: { version: '1.0.0' } }).warnings).toEqual([
      "the host's @platform/shared exports are not known: only the major was checked",
    ]);
  });
});
