// The main dialogs, open: no serious axe violation with the dialog over the page, a close control with a
// name, Tab kept inside, Escape closes, and the focus goes back to the opener. None of it depends on the
// words, so each dialog is opened in one language, Tagalog and English in turn; the texts around them
// are the route walk's.
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { API_BASE, PATHS } from '@platform/shared/contract';
import { t } from '../../fixtures/texts';
import { popup, withPopups } from '../lobby/home-kit';
import { axeProblems, expect, LANGUAGES, test, visit, type Language, type Role } from './walk-kit';

const ANNOUNCEMENTS = `**${API_BASE}${PATHS.announcements}?*`;

interface DialogCase {
  name: string;
  role: Role;
  route: string;
  /** Arranges what the page needs before it opens. */
  arrange?: (page: Page, language: Language) => Promise<void>;
  /** Opens the dialog; returns the control that opened it, when focus should go back there. */
  open: (page: Page, language: Language) => Promise<ElementHandle | null>;
  dialog: (page: Page, language: Language) => Locator;
  /** The control that closes it without acting. */
  close: (dialog: Locator, language: Language) => Locator;
}

const popupTitle = (language: Language) => `Popup (${language})`;

const closeButton = (dialog: Locator, language: Language) =>
  dialog.getByRole('button', { name: t(language, 'common:close'), exact: true });

/** Taps the control and hands it back, pinned: a carousel may move its locator to another slide. */
async function click(opener: Locator): Promise<ElementHandle> {
  const handle = await opener.elementHandle();
  if (!handle) throw new Error(`${String(opener)} is not on the page.`);
  await handle.click();
  return handle;
}

const CASES: readonly DialogCase[] = [
  {
    name: 'the login dialog',
    role: 'guest',
    route: '/m/home',
    open: (page, language) =>
      click(page.getByRole('button', { name: t(language, 'host:header.messages'), exact: true })),
    dialog: (page, language) => page.getByRole('dialog', { name: t(language, 'accounts:login.title') }),
    close: closeButton,
  },
  {
    name: 'a home popup',
    role: 'guest',
    route: '/m/home',
    // A popup the guest has not seen yet, in each language; it opens by itself, with no opener.
    arrange: (page, language) => withPopups(page, [popup('B', popupTitle(language))]),
    open: () => Promise.resolve(null),
    dialog: (page, language) => page.getByRole('dialog', { name: popupTitle(language) }),
    close: closeButton,
  },
  {
    name: 'the hot matches',
    role: 'member',
    route: '/m/home',
    open: (page, language) =>
      click(
        page
          .getByRole('region', { name: t(language, 'lobby:home.hot_match.title') })
          .locator('.swiper-slide-active')
          .getByRole('button'),
      ),
    dialog: (page, language) => page.getByRole('dialog', { name: t(language, 'lobby:home.hot_match.title') }),
    close: closeButton,
  },
  {
    name: 'the game filter',
    role: 'guest',
    route: '/m/gameList?gameType=RNG',
    open: (page, language) => click(page.getByRole('button', { name: t(language, 'lobby:filter.open') })),
    dialog: (page, language) => page.getByRole('dialog', { name: t(language, 'lobby:filter.title') }),
    close: (dialog, language) => dialog.getByRole('button', { name: t(language, 'lobby:filter.close'), exact: true }),
  },
  {
    name: 'the sign-out confirmation',
    role: 'member',
    route: '/m/home',
    // The menu closes as its item is chosen: focus comes back to the menu button.
    open: async (page, language) => {
      const menu = await click(page.getByRole('button', { name: t(language, 'host:header.menu') }));
      await page.getByRole('button', { name: t(language, 'host:menu.sign_out') }).click();
      return menu;
    },
    dialog: (page) => page.getByRole('dialog'),
    close: (dialog, language) => dialog.getByRole('button', { name: t(language, 'common:cancel'), exact: true }),
  },
];

/** Whether the focused element is inside the dialog. */
const focusInside = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

for (const [index, item] of CASES.entries()) {
  const language: Language = LANGUAGES[index % LANGUAGES.length] ?? 'ty';
  test(`${item.name}: axe is clean and the keyboard stays inside (${language})`, async ({ walkers }) => {
    const walker = walkers[item.role][language];
    const { page } = walker;
    await item.arrange?.(page, language);
    // What a case arranges is read by a fresh load only.
    await visit(walker, item.route, { reload: Boolean(item.arrange) });
    const opener = await item.open(page, language);
    const dialog = item.dialog(page, language);
    await expect(dialog).toBeVisible();
    await expect(item.close(dialog, language)).toBeVisible();
    expect.soft(await axeProblems(page), `axe (${language})`).toEqual([]);

    const controls = await dialog.locator('a[href], button:not([disabled]), input:not([disabled])').count();
    for (let step = 0; step <= controls; step += 1) {
      await page.keyboard.press('Tab');
      expect.soft(await focusInside(dialog), `Tab ${step + 1} left the dialog (${language})`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    if (opener) {
      await expect
        .poll(() => opener.evaluate((element) => element === document.activeElement), {
          message: `focus back on the opener (${language})`,
        })
        .toBe(true);
    }
    expect.soft(walker.errors(), `errors logged (${language})`).toEqual([]);
    // The walk's pages show home without popups again, from a fresh load.
    if (item.arrange) {
      await page.unroute(ANNOUNCEMENTS);
      await withPopups(page, []);
      walker.reload = true;
    }
  });
}
