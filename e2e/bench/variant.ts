// How the bench opens a page as each variant (common.ts): the one place that knows what a visitor's
// browser holds before the page loads. Lighthouse drives the browser with Puppeteer, so this prepares
// a Puppeteer page, before the measured navigation and without loading anything in it.
import { request as apiRequest } from '@playwright/test';
import type { Puppeteer } from 'lighthouse';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import type { PopupFlag } from '@platform/remote-lobby/src/pages/home/popups/popup-flags';
import { LUCKY_BAY } from '../fixtures/merchants';
import { loginThroughApi } from '../fixtures/platform-api';
import { ACCOUNTS, seededPopupIds } from '../fixtures/test';
import type { Variant } from './common';

/** The cookies that tell the server the visitor's language and that a member is signed in. */
export const VARIANT_COOKIES = { language: 'm_lang', member: 'm_member' } as const;

/**
 * Prepares `page` so the next page it opens on `origin` is seen as `variant` sees it:
 * - a guest in Tagalog has nothing stored: a first visit, home's popups included;
 * - English is the visitor's choice, stored as the site stores it (localStorage) and in the
 *   `m_lang=en` cookie;
 * - a member is the demo member, signed in through platform-api a moment before (a new session each
 *   time), with the session in sessionStorage where the site keeps it and the `m_member=1` cookie. A
 *   returning member: not a first login, and home's seeded popups already seen and closed.
 * Storage is written by a script that runs before the page's own in each new document of the origin,
 * only where nothing is stored yet; the page then keeps (or ends) what it holds itself.
 */
export async function prepareVariant(page: Puppeteer.Page, variant: Variant, origin: string): Promise<void> {
  const [who, language] = variant.split('-') as ['guest' | 'member', 'ty' | 'en'];
  const local: Record<string, string> = {};
  const session: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  if (language === 'en') {
    local[STORAGE_KEYS.language] = 'en';
    cookies[VARIANT_COOKIES.language] = 'en';
  }
  if (who === 'member') {
    const request = await apiRequest.newContext({ baseURL: origin });
    try {
      const login = await loginThroughApi(request, ACCOUNTS.member);
      session[STORAGE_KEYS.session] = JSON.stringify({
        token: login.token,
        merchantCode: LUCKY_BAY.code,
        userName: login.userName,
        type: login.customerType,
        firstTimeLogin: false,
      });
      const flag: PopupFlag = {
        show: false,
        seen: (await seededPopupIds(request)).map((id) => ({ id, title: '', content: '' })),
      };
      local[STORAGE_KEYS.homePopupMember] = JSON.stringify(flag);
      local[STORAGE_KEYS.homePopupGuest] = JSON.stringify(flag);
    } finally {
      await request.dispose();
    }
    cookies[VARIANT_COOKIES.member] = '1';
  }

  const site = new URL(origin);
  const jar = Object.entries(cookies).map(([name, value]) => ({ name, value, domain: site.hostname, path: '/' }));
  if (jar.length) await page.browser().setCookie(...jar);
  if (!Object.keys(local).length && !Object.keys(session).length) return;
  // No function declared inside: tsx names such functions with a helper the page does not have.
  await page.evaluateOnNewDocument(
    (forOrigin: string, toLocal: Record<string, string>, toSession: Record<string, string>) => {
      if (window.location.origin !== forOrigin) return;
      for (const [storage, entries] of [
        [localStorage, toLocal],
        [sessionStorage, toSession],
      ] as const) {
        for (const [key, value] of Object.entries(entries))
          if (storage.getItem(key) === null) storage.setItem(key, value);
      }
    },
    site.origin,
    local,
    session,
  );
}
