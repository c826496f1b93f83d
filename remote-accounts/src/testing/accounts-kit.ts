// Test kit of the accounts area: the namespace, IndexedDB, and handlers for the calls every page makes.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll } from 'vitest';
import { addNamespace } from '@platform/shared';
import { PATHS, type EncryptedBody, type RuleTable } from '@platform/shared/contract';
import { apiUrl, http, ok, type HttpResponse } from '@platform/shared/testing';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';
import { clearRememberVault } from '../features/remember/remember-store';
import { clearSessionPassword } from '../features/session-password/session-password';
import { resetFirebase } from '../features/social/firebase-client';
import { createKeyPair, decryptBody, ruleTableFactory } from './crypto-kit';

export { createKeyPair, decryptBody, ruleTableFactory };

// The expose files register the namespace at import, which needs i18n started; the host does that
// first, but here the setup file starts i18n, so tests import pages directly and register it here.
beforeAll(() => addNamespace('accounts', { ty, en }));

// What the area keeps for the page starts empty in every test (the query cache is shared's to clear).
afterEach(async () => {
  clearSessionPassword();
  resetFirebase();
  await clearRememberVault();
});

export const keys = createKeyPair();

/** A captcha image the handlers hand out (a 1×1 PNG). */
export const CAPTCHA_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC';

let captchaCount = 0;

/** Handlers for what the pages load on their own: rules, key, dialing codes, captcha, Firebase, banners. */
export function baseHandlers(table: RuleTable = ruleTableFactory()) {
  return [
    http.get(apiUrl(PATHS.rules), () => ok(table)),
    http.get(apiUrl(PATHS.publicKey), async () => {
      const { keyId, spki } = await keys;
      return ok({ keyId, spki });
    }),
    http.get(apiUrl(PATHS.countries), () =>
      ok([
        { country: 'PH', dialingCode: '63' },
        { country: 'SG', dialingCode: '65' },
      ]),
    ),
    http.get(apiUrl(PATHS.captcha), () =>
      ok({ captchaId: `cap-${++captchaCount}`, image: CAPTCHA_IMAGE, expiresIn: 300 }),
    ),
    http.get(apiUrl(PATHS.firebaseConfig), () => ok(null)),
    http.get(apiUrl(PATHS.announcements), () => ok({ list: [], footer: { unreadCount: 0 } })),
  ];
}

/** Records the decrypted bodies an encrypted route receives and answers with `reply`. */
export function encryptedRoute<T>(
  method: 'post' | 'put',
  path: string,
  reply: (body: T) => Response | HttpResponse<never> | Promise<Response>,
) {
  const received: Array<{ body: T; headers: Headers }> = [];
  const handler = http[method](apiUrl(path), async ({ request }) => {
    const body = await decryptBody<T>((await request.json()) as EncryptedBody, (await keys).privateKey);
    received.push({ body, headers: request.headers });
    return reply(body);
  });
  return { handler, received };
}
