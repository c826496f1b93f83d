import { API_BASE, PATHS, RESPONSIBLE_PATHS, type ExclusionValue } from '@platform/shared/contract';
import { formatDateTime } from '@platform/shared/format';
import { HTTP_4XX, createMember, submitLogin } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { expect, sessionToken, test } from './money-calls';
import { manilaMinute } from './responsible-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`a self-excluded member is signed out and told until when they cannot log in (${language})${turn()}`, async ({
    page,
    request,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(HTTP_4XX);
    const member = await createMember(request);
    await signIn(member, language, '/m/responsibleGaming');
    const token = await sessionToken(page);

    const form = page.getByRole('form', { name: t('member:responsible_gaming.break_title') });
    const submit = form.getByRole('button', { name: t('member:responsible_gaming.break_submit') });
    await submit.click();
    await expect(form.getByText(t('member:responsible_gaming.break_required'))).toBeVisible();
    await form
      .getByRole('group', { name: t('member:responsible_gaming.kind.self_exclusion') })
      .getByLabel(t('member:responsible_gaming.break_period.6m'))
      .check();
    const period = t('member:responsible_gaming.break_period.6m');

    // Asked twice; backing out of the second asks again from the start and starts nothing.
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t('member:responsible_gaming.confirm_first.self_exclusion', { period }));
    await dialog.getByRole('button', { name: t('member:responsible_gaming.confirm_continue') }).click();
    await expect(dialog).toContainText(t('member:responsible_gaming.confirm_second', { period }));
    await dialog.getByRole('button', { name: t('common:cancel') }).click();
    await expect(dialog).toHaveCount(0);

    await submit.click();
    await dialog.getByRole('button', { name: t('member:responsible_gaming.confirm_continue') }).click();
    const answer = page.waitForResponse((response) =>
      response.url().endsWith(`${API_BASE}${RESPONSIBLE_PATHS.exclusion}`),
    );
    await dialog.getByRole('button', { name: t('member:responsible_gaming.confirm_start') }).click();
    const { until } = ((await (await answer).json()) as { value: ExclusionValue }).value;
    // The notice stays up a second and a half from the sign-out on: watch for it from the answer on.
    const told = expect(
      page.getByText(t('member:responsible_gaming.break_started', { until: formatDateTime(until, language) })),
    ).toBeVisible();
    const months = (Date.parse(until) - Date.now()) / (30.44 * 24 * 3_600_000);
    expect(months).toBeGreaterThan(5.9);
    expect(months).toBeLessThan(6.1);

    await told;
    await expect(page).toHaveURL(/\/m\/login/);
    // Every session ended, not only this page's.
    const wallet = await request.get(`${API_BASE}${PATHS.wallet}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(wallet.status()).toBe(401);

    await submitLogin(page, language, member.username, member.password);
    await expect(
      page.getByRole('alert').filter({ hasText: t('common:error.excluded', { until: manilaMinute(until) }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login/);
  });
}
