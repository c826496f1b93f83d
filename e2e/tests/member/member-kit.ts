// What the member-area tests arrange through platform-api's test mode and page routes.
import type { APIRequestContext, FileChooser, Locator, Page } from '@playwright/test';
import {
  API_BASE,
  MEMBER_PATHS,
  MEMBER_TEST_PATHS,
  PROMOTION_KEYS,
  WHITELABEL_FLAGS,
  type PromotionKey,
  type PromotionSwitch,
  type TestMemberBody,
  type Whitelabel,
} from '@platform/shared/contract';
import { expect } from '../../fixtures/accounts';
import { patchStartup } from '../../fixtures/startup';
import { t, type Language } from '../../fixtures/texts';
import { LUCKY_BAY } from '../../fixtures/merchants';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['put']>>): Promise<T> {
  const body = (await response.json()) as { value?: T };
  expect(response.ok(), `${response.url()}: ${JSON.stringify(body)}`).toBe(true);
  return body.value as T;
}

export const api = (path: string) => `${API_BASE}${path}`;

/** Changes a fresh M001 member's type or upline (test mode). */
export async function setMember(
  request: APIRequestContext,
  account: string,
  change: Omit<TestMemberBody, 'merchantCode' | 'account'>,
) {
  await ok(
    await request.put(api(MEMBER_TEST_PATHS.member), { data: { merchantCode: LUCKY_BAY.code, account, ...change } }),
  );
}

/** Every white-label flag of the start-up settings set to `on`, except those named in `except`. */
export function allFlags(on: boolean, except: Partial<Whitelabel> = {}): Whitelabel {
  return { ...Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, on])), ...except };
}

/**
 * What this page is told of the merchant's flags, member-centre template and running promotions,
 * without changing them for the tests running beside it. `state` is read at each request, so a test
 * may change it and reload.
 */
export async function arrangeMerchant(
  page: Page,
  state: { flags: Whitelabel; memCen: '0' | '1'; promotions: readonly PromotionKey[] },
) {
  await patchStartup(page, (startup) => ({
    ...startup,
    whitelabel: { ...startup.whitelabel, ...state.flags },
    mobileTemplate: { ...startup.mobileTemplate, mem_cen: state.memCen },
  }));
  await page.route(`**${api(MEMBER_PATHS.promotions)}`, (route) => {
    const value: PromotionSwitch[] = PROMOTION_KEYS.map((key) => ({ key, enabled: state.promotions.includes(key) }));
    return route.fulfill({ json: { value } });
  });
}

/** The bottom navigation's home link or member button. */
export function bottomNav(page: Page, language: Language, item: 'home' | 'member') {
  const nav = page.getByRole('navigation', { name: t(language, 'host:nav.label') });
  const name = t(language, `host:nav.${item}`);
  return item === 'home' ? nav.getByRole('link', { name }) : nav.getByRole('button', { name });
}

/** What a file chooser is given: one file or several, as paths or contents. */
export type ChosenFiles = Parameters<FileChooser['setFiles']>[0];

/**
 * Puts photos in a photo picker (its group) as a person does: presses its button (choose, take or
 * replace) and answers the file chooser the button opens.
 */
export async function pickPhotos(
  page: Page,
  picker: Locator,
  language: Language,
  files: ChosenFiles,
  button: 'choose' | 'take' | 'replace' = 'choose',
) {
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: t(language, `common:photo.${button}`), exact: true }).click();
  await (await chooser).setFiles(files);
}

/** A photo picker of the page by the name of its group ("Front of the ID"). */
export const photoPicker = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
