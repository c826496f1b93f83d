import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseManifestUrl, type AreaName } from '@platform/shared/registry';
import { nginxConfig, writeNginxSite, type NginxSettings } from './nginx';
import { pageHeaders } from './page-headers';
import { storePaths } from './paths';

const CDN = 'http://localhost:9101';
const pointer = (area: AreaName, version: string) => ({ version, manifest: releaseManifestUrl(CDN, area, version) });
const registry = {
  schemaVersion: 1,
  defaultMerchant: 'M001',
  areas: {
    accounts: pointer('accounts', '1.0.0-a'),
    lobby: {
      ...pointer('lobby', '1.0.0-a'),
      canary: { ...pointer('lobby', '1.0.0-b'), share: 10, since: '2026-11-27T00:00:00Z' },
    },
    member: pointer('member', '1.0.0-a'),
    agent: pointer('agent', '1.0.0-a'),
  },
  merchants: { M002: { hostnames: ['m002.localhost'], areas: {} } },
};
const settings: NginxSettings = { ports: { host: 9100, cdn: 9101, api: 9110 }, cdnOrigin: CDN, testMode: false };

let store: string;
beforeEach(() => {
  store = mkdtempSync(join(tmpdir(), 'nginx-site-'));
  mkdirSync(join(store, 'host'), { recursive: true });
  writeFileSync(
    join(store, 'host/index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
  );
  writeFileSync(join(store, 'remotes.json'), JSON.stringify(registry));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

describe('the nginx configuration', () => {
  it("carries the page's policy of the live registry, stable and canary, and the merchants' host names", () => {
    const paths = storePaths(store);
    const conf = nginxConfig({ paths, dir: join(store, 'nginx'), registry, ...settings });
    const policy = pageHeaders(registry, { testMode: false, cdnOrigin: CDN })['Content-Security-Policy'];
    expect(policy).toContain(`${CDN}/lobby/1.0.0-b/`);
    expect(conf).toContain(`add_header Content-Security-Policy "${policy}";`);
    expect(conf).toContain('"m002.localhost" "M002";');
    expect(conf).toContain('listen 9100;');
    expect(conf).toContain('proxy_pass http://127.0.0.1:9110;');
  });

  it("is a configuration nginx accepts (CI installs Debian's nginx)", () => {
    const conf = writeNginxSite(join(store, 'nginx'), storePaths(store), settings);
    const dir = join(store, 'nginx');
    const output = execFileSync('/usr/sbin/nginx', ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', conf], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
  });
});
