import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseManifestUrl, type AreaName } from '@platform/shared/registry';
import { releasesKey, saveFirstScreen, type FirstScreenPageId } from './first-screens';
import { nginxConfig, writeNginxFirstScreens, writeNginxSite, type NginxSettings } from './nginx';
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

describe("nginx's pages with their first screen", () => {
  const still = { ...registry, areas: { ...registry.areas, lobby: pointer('lobby', '1.0.0-a') } };
  const hostPage =
    '<!doctype html><html lang="tl"><head><meta charset="utf-8"><meta name="description" content="Maglaro" />' +
    '<title>Lucky Bay</title></head><body><div id="root"></div></body></html>';

  function keepCopy(live: unknown, hostname: string, language: 'ty' | 'en', page: FirstScreenPageId, markup: string) {
    const releases = releasesKey(live, hostname, null, hostPage) ?? '';
    saveFirstScreen(store, {
      page,
      merchant: releases.split(';')[0] ?? '',
      language,
      releases,
      capturedAt: new Date().toISOString(),
      title: 'Lucky Bay',
      description: 'Play',
      htmlAttributes: {},
      documentCss: '',
      css: '',
      markup,
    });
  }

  /** A page as nginx sends it, asked for at a host name with the cookies given. */
  function ask(port: number, path: string, { host = 'localhost', cookie = '' } = {}): Promise<string> {
    return new Promise((done, fail) => {
      httpGet({ port, path, headers: { Host: `${host}:${port}`, Cookie: cookie } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => done(body));
      }).on('error', fail);
    });
  }

  it('sends the copy for the merchant, language and page asked, and none where it does not fit', async () => {
    writeFileSync(join(store, 'host/index.html'), hostPage);
    writeFileSync(join(store, 'remotes.json'), JSON.stringify(still));
    keepCopy(still, 'localhost', 'en', 'home', '<header>Log in</header>');
    keepCopy(still, 'm002.localhost', 'ty', 'slots', '<p>Mga slot ng Golden Reef</p>');
    const port = 9400 + Math.floor(Math.random() * 400);
    const site = { ...settings, ports: { host: port, cdn: port + 1, api: port + 10 } };
    const dir = join(store, 'nginx');
    // nginx started by root reads as its workers' user: a private scratch folder would hide the site.
    chmodSync(store, 0o755);
    const conf = writeNginxSite(dir, storePaths(store), site);
    const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(
          () =>
            ask(port, '/m/').then(
              () => true,
              () => false,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      const copy = '<div id="first-screen"';
      expect(await ask(port, '/m/home', { cookie: 'm_lang=en' })).toContain('<header>Log in</header>');
      expect(await ask(port, '/m/home?lang=en')).toContain(copy);
      expect(await ask(port, '/m/home')).not.toContain(copy);
      expect(await ask(port, '/m/home', { cookie: 'm_lang=en; m_first_screen=off' })).not.toContain(copy);
      expect(await ask(port, '/m/login', { cookie: 'm_lang=en' })).not.toContain(copy);
      expect(await ask(port, '/m/gameList?gameType=RNG', { host: 'm002.localhost' })).toContain('Golden Reef');
      expect(await ask(port, '/m/gameList?gameType=RNG&lang=ty', { host: 'm002.localhost' })).toContain(copy);
      expect(await ask(port, '/m/gameList?gameType=FISH', { host: 'm002.localhost' })).not.toContain(copy);
      expect(await ask(port, '/m/gameList?gameType=RNG')).not.toContain(copy);
    } finally {
      nginx.kill('SIGTERM');
    }
  });

  it('writes no copies for a merchant while a canary is live, nor copies of other releases', () => {
    writeFileSync(join(store, 'host/index.html'), hostPage);
    keepCopy(still, 'localhost', 'en', 'home', '<header>Log in</header>');
    keepCopy(still, 'm002.localhost', 'ty', 'slots', '<p>Golden Reef</p>');
    // The registry has a lobby canary for every merchant: nginx cannot tell its sides apart.
    expect(writeNginxFirstScreens(join(store, 'nginx'), storePaths(store), CDN)).toBe(0);
    writeFileSync(join(store, 'remotes.json'), JSON.stringify(still));
    expect(writeNginxFirstScreens(join(store, 'nginx'), storePaths(store), CDN)).toBe(2);
    const released = { ...still, areas: { ...still.areas, accounts: pointer('accounts', '1.0.1-b') } };
    writeFileSync(join(store, 'remotes.json'), JSON.stringify(released));
    expect(writeNginxFirstScreens(join(store, 'nginx'), storePaths(store), CDN)).toBe(0);
    expect(existsSync(join(store, 'nginx/first-screens/M001/en/home.html'))).toBe(false);
  });
});
