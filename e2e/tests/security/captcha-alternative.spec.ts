// The captcha's way for someone who cannot see its picture: the phone proves some work instead, says
// what it is doing, and the login goes through with that proof alone.
import { API_BASE, PATHS } from '@platform/shared/contract';
import { HTTP_4XX, expect, submitLogin, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t, error } = textsIn(language);

  test(`a member who cannot see the captcha logs in through the proof-of-work check (${language})${turn()}`, async ({
    page,
    openSite,
    member,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(HTTP_4XX);
    await openSite('/m/login', language);
    await submitLogin(page, language, member.username, 'wrong-pass-1');
    await expect(page.getByText(error('auth.credentials_invalid'))).toBeVisible();
    await submitLogin(page, language, member.username, 'wrong-pass-2');
    const captcha = page.getByLabel(t('accounts:captcha.label'), { exact: true });
    await expect(captcha).toBeFocused();

    await page.getByRole('button', { name: t('accounts:challenge.cant_see') }).click();
    await expect(captcha).toHaveCount(0);
    await expect(page.getByText(t('accounts:challenge.explain'))).toBeFocused();

    // The login waits until the status has been seen, so what is said while it runs can be checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API_BASE}${PATHS.login}`, async (route) => {
      await held;
      await route.continue();
    });
    const challenged = page.waitForResponse(
      (response) => response.url().endsWith(`${API_BASE}${PATHS.loginChallenge}`) && response.ok(),
    );
    await submitLogin(page, language, member.username, member.password);
    await challenged;
    await expect(page.getByRole('status').filter({ hasText: t('accounts:challenge.solved') })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/m\/home/);
  });
}
