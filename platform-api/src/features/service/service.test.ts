import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_BASE,
  MEMBER_PATHS,
  PATHS,
  openServicePath,
  type ServiceInfo,
  type StartupValue,
} from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const serviceInfo = async (headers: Record<string, string> = {}) =>
  valueOf<ServiceInfo>(await call(t.app, { method: 'GET', url: MEMBER_PATHS.serviceInfo, headers }));

describe('customer service', () => {
  it('seals the live chat path for the merchant, and leaves the other channels plain', async () => {
    const info = await serviceInfo({ Language: 'EN' });
    expect(info.version).toBe('2025.05.2');
    expect(info.paths.map((path) => [path.type, path.name])).toEqual([
      [3, 'Live chat (24/7)'],
      [2, 'Telegram support'],
      [1, 'Web help desk'],
    ]);
    const [chat, telegram] = info.paths;
    expect(chat?.path).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await openServicePath('M001', chat?.path ?? '')).toBe('https://chat.example.invalid/lucky-bay');
    expect(telegram?.path).toBe('https://telegram.example.invalid/luckybay-support');
  });

  it('uses a fresh seal each time, which only the merchant’s key opens', async () => {
    const [first, second] = await Promise.all([serviceInfo(), serviceInfo()]);
    expect(first.paths[0]?.path).not.toBe(second.paths[0]?.path);
    await expect(openServicePath('M002', first.paths[0]?.path ?? '')).rejects.toThrow();
    const reef = await serviceInfo({ Merchant: 'M002' });
    expect(await openServicePath('M002', reef.paths[0]?.path ?? '')).toBe('https://chat.example.invalid/golden-reef');
  });
});

describe('downloads', () => {
  it('lists the download resources in the start-up settings', async () => {
    const startup = valueOf<StartupValue>(await call(t.app, { method: 'GET', url: PATHS.startup }));
    expect(startup.resources.map((resource) => resource.resourceType)).toEqual([
      'Android',
      'IOS',
      'MOBILECONFIG',
      'AppDownloadIcon',
    ]);
    const reef = valueOf<StartupValue>(
      await call(t.app, { method: 'GET', url: PATHS.startup, headers: { Merchant: 'M002' } }),
    );
    expect(reef.resources.map((resource) => resource.resourceType)).toEqual(['Android', 'AppDownloadIcon']);
  });

  it('serves the iOS profile the MOBILECONFIG resource names: a web clip of the caller’s site', async () => {
    const startup = valueOf<StartupValue>(await call(t.app, { method: 'GET', url: PATHS.startup }));
    const url = startup.resources.find((resource) => resource.resourceType === 'MOBILECONFIG')?.url ?? '';
    expect(url).toBe(`${API_BASE}${MEMBER_PATHS.mobileconfig('M001')}`);
    const response = await t.app.inject({ method: 'GET', url, headers: { Host: 'm.lucky-bay.example' } });
    expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(response.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(response.body).toContain('<key>URL</key><string>http://m.lucky-bay.example/m/home</string>');
    expect(response.body).toContain('<string>Lucky Bay</string>');
    const missing = await call(t.app, { method: 'GET', url: MEMBER_PATHS.mobileconfig('M404') });
    expect(missing.statusCode).toBe(404);
  });
});
