import { HTTP_4XX, expect, lastSmsCode, test, uniqueMobile } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { takeTurns } from '../../fixtures/languages';

/** Another member's number (agent01 of the seed). */
const TAKEN_MOBILE = '09181234567';
const masked = (mobile: string) => `${mobile.slice(0, 4)}****${mobile.slice(-3)}`;

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t, pattern, error } = textsIn(language);

  test(`a member changes the bound mobile number with an SMS code (${language})${turn()}`, async ({
    page,
    member,
    signIn,
    request,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(HTTP_4XX);
    await signIn(member, language);
    await page.goto(`/m/securityCenter?lang=${language}`);
    await expect(page.getByText(masked(member.mobile), { exact: true })).toBeVisible();
    await expect(page.getByText(t('member:binding.not_bound'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t('member:binding.mobile.change') }).click();

    const dialog = page.getByRole('dialog', { name: t('member:binding.mobile.change') });
    const mobile = dialog.getByLabel(t('member:binding.mobile.label'));
    const code = dialog.getByLabel(t('member:binding.code'));
    const password = dialog.getByLabel(t('member:binding.password'), { exact: true });
    const getCode = dialog.getByRole('button', { name: t('member:binding.get_code') });

    await mobile.fill(TAKEN_MOBILE);
    await getCode.click();
    await expect(dialog.getByText(error('binding.mobile_taken'))).toBeVisible();
    await expect(mobile).toHaveValue(TAKEN_MOBILE);

    const next = uniqueMobile();
    await mobile.fill(next);
    await getCode.click();
    await expect(
      dialog.getByRole('button', { name: pattern('member:binding.resend_in', { seconds: /\d+/ }) }),
    ).toBeDisabled();
    const sent = await lastSmsCode(request, next);

    await code.fill(sent === '000000' ? '111111' : '000000');
    await password.fill(member.password);
    await dialog.getByRole('button', { name: t('member:binding.submit') }).click();
    await expect(dialog.getByText(error('verification.code_error'))).toBeVisible();
    await expect(mobile).toHaveValue(next);
    await expect(password).toHaveValue(member.password);

    await code.fill(sent);
    await dialog.getByRole('button', { name: t('member:binding.submit') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(masked(next), { exact: true })).toBeVisible();
    await expect(page.getByText(masked(member.mobile), { exact: true })).toHaveCount(0);
  });
}
