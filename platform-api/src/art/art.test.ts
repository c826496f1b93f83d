import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, type TestApp } from '../testing/test-app';
import { bannerSvg, logoSvg } from './pictures';
import { escapeXml, initialsOf } from './svg';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const art = (kind: string, id: string) => call(t.app, { method: 'GET', url: PATHS.art(kind, id) });

describe('generated art', () => {
  it('answers 404 for the names of object properties as ids, for every kind', async () => {
    for (const kind of ['banner', 'game', 'logo', 'app-icon', 'vendor', 'team']) {
      for (const id of ['__proto__', 'constructor', 'toString']) {
        const response = await art(kind, id);
        expect([kind, id, response.statusCode]).toEqual([kind, id, 404]);
      }
    }
  });

  it.each([
    ['banner', '101', '100% BONUS'],
    ['game', '5001', 'Golden Carabao'],
    ['logo', 'M002', 'Golden Reef'],
    ['vendor', 'DS88', 'DS88 Sabong'],
  ])('draws a %s as a cacheable SVG', async (kind, id, title) => {
    const response = await art(kind, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('draws banners 750×300 and game icons 200×200 without the game name printed on them', async () => {
    expect((await art('banner', '102')).body).toContain('width="750" height="300"');
    const icon = (await art('game', '5002')).body;
    expect(icon).toContain('width="200" height="200"');
    expect(icon.replace(/<title>.*<\/title>/, '')).not.toContain('Jeepney');
    expect(icon).toContain('>JILI<');
  });

  it('sends game icons, banners, logos and app icons as WebP pictures, cacheable, and nothing else as one', async () => {
    for (const [kind, id, width, height] of [
      ['game', '5001', 200, 200],
      ['game-large', '5001', 320, 320],
      ['game-small', '5001', 120, 120],
      ['banner', '101', 750, 300],
      ['logo', 'M001', 480, 128],
      ['app-icon', 'M002', 128, 128],
    ] as const) {
      const url = PATHS.art(kind, id, 'webp');
      const response = await call(t.app, { method: 'GET', url, headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['content-encoding']).toBeUndefined();
      const meta = await sharp(response.rawPayload).metadata();
      expect([kind, meta.format, meta.width, meta.height]).toEqual([kind, 'webp', width, height]);
      const again = await call(t.app, { method: 'GET', url, headers: { 'If-None-Match': response.headers.etag } });
      expect(again.statusCode).toBe(304);
    }
    for (const [kind, id] of [
      ['vendor', 'DS88'],
      ['team', 'cebu-sharks'],
      ['game', '__proto__'],
      ['constructor', '1'],
    ] as const) {
      const response = await call(t.app, { method: 'GET', url: PATHS.art(kind, id, 'webp') });
      expect([kind, id, response.statusCode]).toEqual([kind, id, 404]);
    }
  });

  it('gzips art for a client that takes it, under an ETag of its own', async () => {
    const plain = await art('game', '5001');
    const gzipped = await call(t.app, {
      method: 'GET',
      url: PATHS.art('game', '5001'),
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('draws game icons at the sizes the lists use, and team crests', async () => {
    expect((await art('game-large', '5001')).body).toContain('width="320" height="320" viewBox="0 0 200 200"');
    expect((await art('game-small', '5001')).body).toContain('width="120" height="120" viewBox="0 0 200 200"');
    const crest = (await art('team', 'cebu-sharks')).body;
    expect(crest).toContain('<title>Cebu Sharks</title>');
    expect(crest).toContain('>CS<');
  });

  it('tags each picture with an ETag and answers 304 to a cache that holds it', async () => {
    const first = await art('game', '5001');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(t.app, {
      method: 'GET',
      url: PATHS.art('game', '5001'),
      headers: { 'If-None-Match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect((await art('game', '5002')).headers.etag).not.toBe(etag);
  });

  it('draws the same picture for the same id every time, and another for another id', async () => {
    expect((await art('game', '5001')).body).toBe((await art('game', '5001')).body);
    expect(bannerSvg('7')).toBe(bannerSvg('7'));
    expect(bannerSvg('7')).not.toBe(bannerSvg('8'));
  });

  it('escapes every text it places in the SVG', () => {
    const svg = logoSvg('M1', '<script>alert("x")</script> & Co');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(escapeXml(`'"&<>`)).toBe('&#39;&#34;&#38;&#60;&#62;');
  });

  it('makes initials from the first two words', () => {
    expect(initialsOf('Golden Carabao')).toBe('GC');
    expect(initialsOf('6/42 Lotto')).toBe('6L');
    expect(initialsOf('')).toBe('?');
  });

  it.each([
    ['an unknown kind', 'poster', '1'],
    ['an id with odd characters', 'game', 'a.b'],
  ])('answers 404 request.url_empty for %s', async (_case, kind, id) => {
    const response = await art(kind, id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).errorCode).toBe('request.url_empty');
  });
});
