import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IDENTITY_PATHS,
  IDENTITY_TEST_PATHS,
  PROMO_PATHS,
  type ActivityUpload,
  type IdentityStatus,
} from '@platform/shared/contract';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../testing/test-app';

let t: TestApp;
let juan: Record<string, string>;
beforeEach(async () => {
  t = await createTestApp();
  juan = {
    Merchant: 'M001',
    ...bearer((await signIn(t.app, 'member01', 'member123', {}, { Merchant: 'M001' })).token),
  };
});
afterEach(() => closeTestApp(t));

const png = (tag: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, tag]).toString('base64');

async function uploads(): Promise<{ front: string; back: string; selfie: string }> {
  const ids = [];
  for (const tag of [1, 2, 3]) {
    const response = await call(t.app, {
      method: 'POST',
      url: PROMO_PATHS.uploads,
      headers: juan,
      payload: { type: 'image/png', data: png(tag) },
    });
    ids.push(valueOf<ActivityUpload>(response).id);
  }
  const [front = '', back = '', selfie = ''] = ids;
  return { front, back, selfie };
}

const status = async () =>
  valueOf<IdentityStatus>(await call(t.app, { method: 'GET', url: IDENTITY_PATHS.status, headers: juan }));
const submit = (payload: object) => call(t.app, { method: 'POST', url: IDENTITY_PATHS.submit, headers: juan, payload });
const review = (decision: object) =>
  call(t.app, {
    method: 'PUT',
    url: IDENTITY_TEST_PATHS.review,
    payload: { merchantCode: 'M001', account: 'member01', ...decision },
  });

describe('ID verification', () => {
  it('goes from not submitted to review, rejected with its reason, review again and verified', async () => {
    expect(await status()).toEqual({ state: 'none', reason: null, submittedAt: null });

    const first = await uploads();
    expect(valueOf<IdentityStatus>(await submit(first)).state).toBe('review');
    // Under review, nothing more is taken, and the images used are gone from the loose uploads.
    expect(errorOf(await submit(await uploads())).errorCode).toBe('auth.no_permission');

    const rejected = valueOf<IdentityStatus>(await review({ approve: false, reason: 'The photo is blurred.' }));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'The photo is blurred.' });
    expect(errorOf(await review({ approve: true })).errorCode).toBe('auth.no_permission');

    expect(errorOf(await submit(first)).errorCode).toBe('request.malformed');
    const again = await uploads();
    expect(errorOf(await submit({ ...again, back: again.front })).errorCode).toBe('request.malformed');
    expect(valueOf<IdentityStatus>(await submit(again))).toMatchObject({ state: 'review', reason: null });

    expect(valueOf<IdentityStatus>(await review({ approve: true }))).toMatchObject({ state: 'verified', reason: null });
    expect(await status()).toMatchObject({ state: 'verified' });
    expect(errorOf(await submit(await uploads())).errorCode).toBe('auth.no_permission');
  });

  it('asks for a session', async () => {
    const response = await call(t.app, { method: 'GET', url: IDENTITY_PATHS.status, headers: { Merchant: 'M001' } });
    expect(response.statusCode).toBe(401);
  });
});
