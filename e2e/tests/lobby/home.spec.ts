import { API_BASE, MEMBER_PATHS, MEMBER_TEST_PATHS, type TestMemberBody } from '@platform/shared/contract';
import type { Route } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { popup, withPopups } from './home-kit';
import { newMember } from './lobby-kit';
import { takeTurns } from '../../fixtures/languages';
import { LUCKY_BAY } from '../../fixtures/merchants';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';

// Every test here answers home's announcements itself (withPopups): the popups it arranges, or none.
test.use({ homePopups: true });

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);
  const category = (key: string) => t(`lobby:games.category.${key}`);

  test(`popular games: categories in the spec's order, each showing its games or providers (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await withPopups(page, []);
    await openSite('/m/home', language);
    const tablist = page.getByRole('tablist', { name: t('lobby:home.popular.categories') });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(
      ['HOT', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS', 'LOTTERY', 'INHOUSE'].map(category),
    );
    const panel = page.getByRole('tabpanel');
    const games = panel.getByRole('listitem');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(games.first()).toBeVisible();

    await tablist.getByRole('tab', { name: category('RNG'), exact: true }).click();
    await expect(panel).toHaveAccessibleName(category('RNG'));
    await expect(games.first()).toBeVisible();
    await expect(
      panel.getByRole('link', { name: t('lobby:home.popular.more', { category: category('RNG') }) }),
    ).toHaveAttribute('href', '/m/gameList?gameType=RNG');

    const house = page.waitForRequest((r) => r.url().includes('vassalage=HOUSE'));
    await tablist.getByRole('tab', { name: category('INHOUSE'), exact: true }).click();
    await house;
    await expect(games.first()).toBeVisible();

    await tablist.getByRole('tab', { name: category('SPORTS'), exact: true }).click();
    for (const vendor of ['SABA Sports', 'CMD368', 'SBOBET']) {
      await expect(panel.getByRole('button', { name: vendor })).toBeVisible();
    }
    await tablist.getByRole('tab', { name: category('ESPORTS'), exact: true }).click();
    await expect(panel.getByRole('button', { name: 'TF Gaming' })).toBeVisible();
    await tablist.getByRole('tab', { name: category('COCKFIGHT'), exact: true }).click();
    await expect(panel.getByRole('button', { name: 'DS88 Sabong' })).toBeVisible();
  });

  test(`the hot-match ticker opens the matches, whose bet button launches the first one (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    await withPopups(page, []);
    await signIn(await newMember(request), language);
    const ticker = page.getByRole('region', { name: t('lobby:home.hot_match.title') });
    await ticker.locator('.swiper-slide-active').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t('lobby:home.hot_match.title') });
    await expect(dialog.getByText(t('lobby:home.hot_match.versus')).first()).toBeAttached();
    await expect(dialog.getByText(/\d\d\/\d\d \d\d:\d\d/).first()).toBeVisible();
    // Team crests beside the names (decorative: the names are the text).
    await expect(dialog.locator('img').first()).toBeVisible();
    await dialog.getByRole('button', { name: t('lobby:home.hot_match.bet') }).click();
    await expect(page).toHaveURL(/\/m\/launchGame\?nodeId=\d+&vendor=\w+&roomId=[\w-]+&pageBack=%2Fm%2Fhome/);
  });

  test(`a member gets the A popups, and the F popups on a first login only (${language})${turn()}`, async ({
    page,
    request,
    signIn,
  }) => {
    // A registration and two logins, each a deliberately slow password hash on the server.
    test.slow();
    await withPopups(page, [popup('A', 'For members'), popup('B', 'For guests'), popup('F', 'First login')]);
    const member = await newMember(request);
    // Registering signs the member in; forget that, so the login below is the first.
    const forget: TestMemberBody = { merchantCode: LUCKY_BAY.code, account: member.username, neverLoggedIn: true };
    expect((await request.put(`${API_BASE}${MEMBER_TEST_PATHS.member}`, { data: forget })).ok()).toBe(true);
    await signIn(member, language);
    const pager = page.getByRole('navigation', { name: t('lobby:home.popup.pages') });
    await expect(page.getByRole('dialog', { name: 'For members' })).toBeVisible({ timeout: 15_000 });
    await expect(pager).toContainText(t('lobby:home.popup.count', { index: 1, total: 2 }));
    await pager.getByRole('button', { name: t('lobby:home.popup.next') }).click();
    await expect(page.getByRole('dialog', { name: 'First login' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const flag = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
      STORAGE_KEYS.homePopupMember,
    );
    expect(flag).toMatchObject({ seen: [{ title: 'For members' }, { title: 'First login' }] });

    // The next login is not the first: on a fresh device, the A popup shows alone.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(member, language);
    await expect(page.getByRole('dialog', { name: 'For members' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(pager).toHaveCount(0);
  });

  test(`home stays up when the network drops while its optional parts load (${language})${turn()}`, async ({
    page,
    openSite,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/chunk|Failed to load resource|ERR_INTERNET_DISCONNECTED|home-(popups|below|swiper)/i);
    await withPopups(page, [popup('B', 'For guests')]);
    const refused = new Set<string>();
    const offline = (route: Route) => {
      refused.add(/home-(popups|below|swiper)/.exec(route.request().url())?.[1] ?? '');
      return route.abort('internetdisconnected');
    };
    await page.route(/\/home-(popups|below|swiper)\.[^/]*\.js(\?|$)/, offline);
    await openSite('/m/home', language);
    // Without the carousel's code, the first banner stands still.
    const banners = page.getByRole('region', { name: t('lobby:home.banners') });
    await expect(banners.getByRole('img').first()).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: t('lobby:home.part_failed') });
    await expect(failed).toBeVisible();
    await expect(page.getByText(t('common:area_unavailable'))).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t('lobby:home.side.label') })).toBeVisible();

    // Every optional part has asked for its code and been refused, so none of them can still come
    // in by itself once the network is back.
    await expect.poll(() => [...refused].sort()).toEqual(['below', 'popups', 'swiper']);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Back online, the retry brings the sections below the fold.
    await page.unroute(/\/home-(popups|below|swiper)\.[^/]*\.js(\?|$)/, offline);
    await failed.getByRole('button', { name: t('common:retry') }).click();
    await expect(page.getByRole('tablist', { name: t('lobby:home.popular.categories') })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expect(page.getByRole('region', { name: t('lobby:home.banners') })).toBeVisible();
  });

  test(`the invite-friends icon shows only while the referral promotion runs (${language})${turn()}`, async ({
    page,
    signIn,
  }) => {
    await withPopups(page, []);
    let referral = true;
    await page.route(`**${API_BASE}${MEMBER_PATHS.promotions}`, (route) =>
      route.fulfill({
        json: {
          value: [
            { key: 'REFERRAL', enabled: referral },
            { key: 'MISSION', enabled: true },
          ],
        },
      }),
    );
    await signIn({ username: 'member01', password: 'member123' }, language);
    const side = page.getByRole('navigation', { name: t('lobby:home.side.label') });
    await expect(side.getByRole('link', { name: t('lobby:home.side.facebook') })).toBeVisible();
    await expect(side.getByRole('link', { name: t('lobby:home.side.referral') })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
    referral = false;
    await page.goto(`/m/home?lang=${language}`);
    await expect(side.getByRole('link', { name: t('lobby:home.side.facebook') })).toBeVisible();
    await expect(side.getByRole('link', { name: t('lobby:home.side.referral') })).toHaveCount(0);
  });
}
