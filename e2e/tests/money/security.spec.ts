import { LANGUAGES, errorText, textsIn } from '../../fixtures/texts';
import { expect, test } from './money-calls';
import { takeTurns } from '../../fixtures/languages';

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);

  test(`the security centre sets the payment password, then changes it only with the old one (${language})${turn()}`, async ({
    page,
    newMember,
    openSite,
  }) => {
    await newMember(language);
    await openSite('/m/securityCenter', language);
    await expect(page.getByRole('link', { name: t('member:security.change_login_password') })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );

    const set = page.getByRole('form', { name: t('member:withdraw.set_password_title') });
    await set.getByLabel(t('member:withdraw.new_password'), { exact: true }).fill('246810');
    await set.getByLabel(t('member:withdraw.confirm_password'), { exact: true }).fill('246811');
    await set.getByRole('button', { name: t('member:withdraw.set_password') }).click();
    await expect(set.getByText(t('member:withdraw.password_mismatch'))).toBeVisible();
    await set.getByLabel(t('member:withdraw.confirm_password'), { exact: true }).fill('246810');
    await set.getByRole('button', { name: t('member:withdraw.set_password') }).click();

    const change = page.getByRole('form', { name: t('member:security.change_payment_title') });
    const old = change.getByLabel(t('member:security.old_payment_password'), { exact: true });
    await old.fill('000000');
    await change.getByLabel(t('member:withdraw.new_password'), { exact: true }).fill('135790');
    await change.getByLabel(t('member:withdraw.confirm_password'), { exact: true }).fill('135790');
    await change.getByRole('button', { name: t('member:security.change_payment_submit') }).click();
    await expect(change.getByText(errorText(language, 'payment.password_wrong'))).toBeVisible();
    await expect(old).toBeFocused();

    await old.fill('246810');
    await change.getByRole('button', { name: t('member:security.change_payment_submit') }).click();
    await expect(page.getByText(t('member:withdraw.password_saved'))).toBeVisible();
    await expect(old).toHaveValue('');
  });
}
