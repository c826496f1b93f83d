import { API_BASE, MEMBER_PATHS } from '@platform/shared/contract';
import { devices, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test, waitForStart } from '../../fixtures/test';
import { patchStartup } from '../../fixtures/startup';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { withPopups } from './home-kit';
import { takeTurns } from '../../fixtures/languages';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import { LUCKY_BAY } from '../../fixtures/merchants';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OLD_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

interface Device {
  userAgent: string;
  /** Runs full screen from the home screen (an installed PWA, or a web clip with its marker). */
  standalone?: boolean;
  /** The marker a web clip leaves on the device. */
  webclip?: boolean;
}

/** A new phone (browser context) of this kind on home, its start-up settings without the `without` download. */
async function homeOn(browser: Browser, device: Device, language: string, without?: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, userAgent: device.userAgent });
  const page = await context.newPage();
  await page.addInitScript(
    ({ chosen, webclipKey }) => {
      if (chosen.webclip) localStorage.setItem(webclipKey, '1');
      if (!chosen.standalone) return;
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...real(query), matches: true } as MediaQueryList)
          : real(query);
    },
    { chosen: device, webclipKey: STORAGE_KEYS.webclip },
  );
  await withPopups(page, []);
  if (without) {
    await patchStartup(page, (startup) => ({
      ...startup,
      resources: startup.resources.filter((resource) => resource.resourceType !== without),
    }));
  }
  await page.goto(`/m/home?lang=${language}`);
  await waitForStart(page);
  return page;
}

/**
 * The download bar shows only in a plain browser with an app for the phone. Every case of that rule is
 * a unit test (download-rules, device and channel tests); these check that what the phone really says
 * reaches it: its user agent, the display mode of an installed app, a web clip's marker, and the
 * start-up settings' links.
 */
const DOWNLOAD_BAR_CASES: ReadonlyArray<{ device: Device; without?: string; shown: boolean; why: string }> = [
  { device: { userAgent: IOS }, shown: true, why: 'an iPhone gets the iOS app' },
  { device: { userAgent: ANDROID, standalone: true }, shown: false, why: 'in an installed PWA' },
  { device: { userAgent: IOS, webclip: true }, without: 'IOS', shown: false, why: 'a web clip and no iOS app' },
];

const PROFILE = `${baseURL}${API_BASE}${MEMBER_PATHS.mobileconfig(LUCKY_BAY.code)}`;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  /** Home's install offers on `page`. */
  const partsOf = (page: Page) => {
    const side = page.getByRole('navigation', { name: t('lobby:home.side.label') });
    return {
      banners: page.getByRole('region', { name: t('lobby:home.banners') }),
      bar: page.getByRole('complementary', { name: t('lobby:home.download.bar') }),
      side,
      downloadButton: side.getByRole('button', { name: t('lobby:home.side.download') }),
      popup: page.getByRole('dialog', { name: t('lobby:home.download.popup_title') }),
      guide: page.getByRole('dialog', { name: t('lobby:home.a2hs.title') }),
    };
  };
  const steps = (kind: 'ios' | 'browser') =>
    (kind === 'ios' ? ['ios_share', 'ios_add', 'ios_confirm'] : ['browser_menu', 'browser_add', 'browser_confirm']).map(
      (key) => t(`lobby:home.a2hs.${key}`),
    );

  test(`the download popup links every download and the bar hides once closed (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await withPopups(page, []);
    await openSite('/m/home', language);
    const { banners, bar, downloadButton, popup, guide } = partsOf(page);
    await expect(bar.getByRole('link', { name: t('lobby:home.download.download') })).toHaveAttribute(
      'href',
      '/m/download',
    );
    await downloadButton.click();
    const android = popup.getByRole('link', { name: t('lobby:home.download.android') });
    await expect(android).toHaveAttribute('href', /^https:\/\/download\.example\.invalid\/.+\.apk$/);
    // The stores open in another tab, without a way back to this page; the profile installs from this one.
    await expect(android).toHaveAttribute('rel', /noopener/);
    await expect(popup.getByRole('link', { name: t('lobby:home.download.ios') })).toHaveAttribute(
      'href',
      'https://apps.example.invalid/lucky-bay/ios',
    );
    const profile = popup.getByRole('link', { name: t('lobby:home.download.profile') });
    await expect(profile).toHaveAttribute('href', PROFILE);
    await expect(profile).not.toHaveAttribute('target', '_blank');
    await popup.getByRole('button', { name: t('lobby:home.download.add_to_home') }).click();
    await expect(guide.getByRole('listitem')).toHaveText(steps('browser'));
    await expect(guide.getByRole('link', { name: t('lobby:home.a2hs.profile') })).toHaveAttribute('href', PROFILE);
    await guide.getByRole('button', { name: t('common:close') }).click();

    await bar.getByRole('button', { name: t('lobby:home.download.close_bar') }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(banners).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  // One phone per test, each a fresh browser context, so they run side by side, each phone in its
  // turn's language: whether the bar shows depends on the phone, not the language.
  for (const { device, without, shown, why } of DOWNLOAD_BAR_CASES) {
    test(`the download bar ${shown ? 'shows' : 'stays hidden'}: ${why} (${language})${turn()}`, async ({ browser }) => {
      const page = await homeOn(browser, device, language, without);
      const { banners, bar, downloadButton } = partsOf(page);
      await expect(banners, why).toBeVisible();
      await expect(bar, why).toHaveCount(shown ? 1 : 0);
      // Installing is not offered at all once installed.
      if (device.standalone) await expect(downloadButton, why).toHaveCount(0);
      await page.context().close();
    });
  }

  const openGuide = async (page: Page) => {
    const { downloadButton, popup, guide } = partsOf(page);
    await downloadButton.click();
    await popup.getByRole('button', { name: t('lobby:home.download.add_to_home') }).click();
    await expect(popup).toHaveCount(0);
    return guide;
  };
  const tip = t('lobby:home.a2hs.legacy_tip', { version: '12.4' });

  test(`the home-screen guide gives old iOS the legacy tip and the profile button (${language})${turn()}`, async ({
    browser,
  }) => {
    const old = await homeOn(browser, { userAgent: OLD_IOS }, language);
    const guide = await openGuide(old);
    await expect(guide.getByText(tip)).toBeVisible();
    await expect(guide.getByRole('listitem')).toHaveCount(0);
    await expect(guide.getByRole('link', { name: t('lobby:home.a2hs.profile') })).toHaveAttribute('href', PROFILE);
    await old.context().close();
  });

  test(`the home-screen guide gives a current iPhone the steps, and no profile button without a profile (${language})${turn()}`, async ({
    browser,
  }) => {
    const current = await homeOn(browser, { userAgent: IOS }, language, 'MOBILECONFIG');
    const guide = await openGuide(current);
    await expect(guide.getByRole('listitem')).toHaveText(steps('ios'));
    await expect(guide.getByText(tip)).toHaveCount(0);
    await expect(guide.getByRole('link', { name: t('lobby:home.a2hs.profile') })).toHaveCount(0);
    await current.context().close();
  });
}
