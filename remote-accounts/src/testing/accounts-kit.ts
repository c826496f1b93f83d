// Test kit of the accounts area: handlers for the calls every page makes, keys and rule tables. What
// every test of the area starts from (its texts, IndexedDB, empty stores) is set up in ./setup.ts.
import { PATHS, type EncryptedBody, type RuleTable } from '@platform/shared/contract';
import { apiUrl, http, ok, type HttpResponse } from '@platform/shared/testing';
import { createKeyPair, decryptBody, ruleTableFactory } from './crypto-kit';

export { createKeyPair, decryptBody, ruleTableFactory };

export const keys = createKeyPair();

/** A captcha image the handlers hand out (a 1×1 PNG). */
export const CAPTCHA_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC';

/**
 * Handlers for what the pages load on their own: rules, key, dialing codes, captcha, Firebase, banners.
 * Each set numbers its captchas from 1.
 */
export function baseHandlers(table: RuleTable = ruleTableFactory()) {
  let captchaCount = 0;
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
