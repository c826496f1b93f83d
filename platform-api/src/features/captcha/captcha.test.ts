import { TEST_MODE_LIMITS, Semaphore } from '../../http/rate-limit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type CaptchaValue } from '@platform/shared/contract';
import { call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';
import { readSimpleCaptcha } from '../../testing/captcha-reader';
import { CAPTCHA_TTL_MS, checkCaptcha } from './captcha';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const fetchCaptcha = async () => valueOf<CaptchaValue>(await call(t.app, { method: 'GET', url: PATHS.captcha }));
const answerOf = (id: string) => call(t.app, { method: 'GET', url: PATHS.test.captcha(id) });
const ctx = () => ({
  db: t.db,
  now: t.clock.now,
  mode: 'test' as const,
  keys: undefined as never,
  limits: TEST_MODE_LIMITS,
  hashSlots: new Semaphore(() => 1),
});

describe('captcha', () => {
  it('answers a PNG image as a data URL, never cached', async () => {
    const response = await call(t.app, { method: 'GET', url: PATHS.captcha });
    expect(response.headers['cache-control']).toBe('no-store');
    const { image, captchaId, expiresIn } = valueOf<CaptchaValue>(response);
    expect(captchaId).toMatch(/^[\w-]{22}$/);
    expect(expiresIn).toBe(300);
    const png = Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(44);
  });

  it('accepts the right answer once, and never after', async () => {
    const { captchaId } = await fetchCaptcha();
    const { code } = valueOf<{ code: string }>(await answerOf(captchaId));
    expect(code).toMatch(/^[2-9ACDEFHJKLMNPRTUVWXY]{5}$/);
    expect(() => checkCaptcha(ctx(), 'M001', captchaId, ` ${code.toLowerCase()} `)).not.toThrow();
    expect(() => checkCaptcha(ctx(), 'M001', captchaId, code)).toThrow(/code/);
    expect(errorOf(await answerOf(captchaId)).errorCode).toBe('request.malformed');
  });

  it('is used up by a wrong answer, expires, and belongs to its merchant', async () => {
    const first = await fetchCaptcha();
    const firstCode = valueOf<{ code: string }>(await answerOf(first.captchaId)).code;
    expect(() => checkCaptcha(ctx(), 'M001', first.captchaId, 'nope')).toThrow();
    expect(() => checkCaptcha(ctx(), 'M001', first.captchaId, firstCode)).toThrow();

    const second = await fetchCaptcha();
    const secondCode = valueOf<{ code: string }>(await answerOf(second.captchaId)).code;
    expect(() => checkCaptcha(ctx(), 'M002', second.captchaId, secondCode)).toThrow();

    const third = await fetchCaptcha();
    const thirdCode = valueOf<{ code: string }>(await answerOf(third.captchaId)).code;
    t.clock.advance(CAPTCHA_TTL_MS);
    expect(() => checkCaptcha(ctx(), 'M001', third.captchaId, thirdCode)).toThrow();
  });

  it(
    'is not read by the template reader that read the old four-digit captcha nearly every time',
    { timeout: 60_000 },
    async () => {
      let read = 0;
      for (let round = 0; round < 10; round += 1) {
        const { captchaId, image } = await fetchCaptcha();
        const { code } = valueOf<{ code: string }>(await answerOf(captchaId));
        if (readSimpleCaptcha(image, code.length) === code) read += 1;
      }
      expect(read).toBe(0);
    },
  );

  it('asks for an answer when none comes', () => {
    expect(() => checkCaptcha(ctx(), 'M001', undefined, '')).toThrow(
      expect.objectContaining({ code: 'auth.captcha_required' }),
    );
  });
});
