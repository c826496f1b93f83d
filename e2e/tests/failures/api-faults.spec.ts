// Each class of API call made to fail one of four ways: the page says what happened in the reader's language,
// offers a retry that works, and throws nothing (the console fixture fails a test on any uncaught error
// or unhandled rejection).
import type { Route } from '@playwright/test';
import { API_BASE, AGENT_PATHS, MEMBER_PATHS, MONEY_PATHS, PATHS, PROMO_PATHS } from '@platform/shared/contract';
import { ACCOUNTS, expect, test } from '../../fixtures/test';
import { errorText, escapeRegExp, t, type Language } from '../../fixtures/texts';

type Fault = '500' | 'timeout' | 'malformed body' | '401';
const FAULTS: readonly Fault[] = ['500', 'timeout', 'malformed body', '401'];

interface CallClass {
  name: string;
  page: string;
  call: string;
  account?: { username: string; password: string };
}

const CALLS: readonly CallClass[] = [
  { name: 'game list', page: '/m/gameList?gameType=RNG', call: PATHS.games.list },
  { name: 'help', page: '/m/help', call: MEMBER_PATHS.help },
  { name: 'promotions', page: '/m/activity', call: PROMO_PATHS.activities },
  { name: 'notices', page: '/m/notice', call: MEMBER_PATHS.notices },
  { name: 'inbox', page: '/m/webEmail', call: MEMBER_PATHS.messages, account: ACCOUNTS.member },
  { name: 'deposit channels', page: '/m/voucherCenter', call: MONEY_PATHS.depositChannels, account: ACCOUNTS.member },
  { name: 'betting record', page: '/m/gameRecord', call: MONEY_PATHS.betRecords, account: ACCOUNTS.member },
  { name: 'team figures', page: '/m/agent/team/overview', call: AGENT_PATHS.teamKpi, account: ACCOUNTS.agent },
];

/**
 * What the page must say for each fault. A timed-out connection and a dropped one look alike to the
 * browser; a 401 ends a member's session, but tells a guest to log in.
 */
function expectedMessage(language: Language, fault: Fault, signedIn: boolean): RegExp {
  const texts =
    fault === '401'
      ? [errorText(language, signedIn ? 'session.expired' : 'auth.not_logged_in')]
      : fault === 'timeout'
        ? [errorText(language, 'network.timeout'), errorText(language, 'network.offline')]
        : [errorText(language, 'unknown')];
  return new RegExp(texts.map(escapeRegExp).join('|'));
}

async function breakCall(route: Route, fault: Fault) {
  if (fault === 'timeout') return route.abort('timedout');
  if (fault === 'malformed body')
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
  if (fault === '401') return route.fulfill({ status: 401, json: { message: 'unauthorized' } });
  return route.fulfill({ status: 500, json: { message: 'internal error' } });
}

const isCall = (call: string) => (url: URL) => url.pathname === `${API_BASE}${call}`;

// Each class once, the faults in turn, so every fault meets two classes (a guest's and a member's 401
// among them) and every class one fault; the mapping of each fault to its message for every call is
// the API client's unit tests' job. The languages alternate so that each fault is read in both.
CALLS.forEach((callClass, index) => {
  const fault = FAULTS[index % FAULTS.length] as Fault;
  const language: Language = (index + Math.floor(index / FAULTS.length)) % 2 === 0 ? 'en' : 'ty';
  test(`${callClass.name}: ${fault} shows a message and keeps the page usable (${language})`, async ({
    page,
    openSite,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource/);
    // Signing in first, then failing, reloading and retrying: three page loads in one test.
    if (callClass.account) test.slow();
    if (callClass.account) await signIn(callClass.account, language);
    const matches = isCall(callClass.call);
    await page.route(matches, (route) => breakCall(route, fault));
    const message = expectedMessage(language, fault, callClass.account !== undefined);
    if (fault === '401') {
      // The session is over: a member hears it from a short toast, so the watch starts before the page opens.
      const told = expect(page.getByText(message).first()).toBeVisible({ timeout: 15_000 });
      await openSite(callClass.page, language);
      await told;
      await expect(page.getByRole('main')).toBeVisible();
      return;
    }
    await openSite(callClass.page, language);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert.first()).toBeVisible({ timeout: 10_000 });
    await page.unroute(matches);
    const answered = page.waitForResponse((response) => matches(new URL(response.url())));
    await alert
      .first()
      .getByRole('button', { name: t(language, 'common:retry') })
      .click();
    expect((await answered).ok()).toBe(true);
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
