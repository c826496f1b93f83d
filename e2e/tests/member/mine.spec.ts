import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { allFlags, arrangeMerchant, setMember } from './member-kit';
import { takeTurns } from '../../fixtures/languages';

const CONDITIONAL = [
  'link_management',
  'agency_centre',
  'deposit_record',
  'withdraw_report',
  'profit_and_loss',
  'superior_transfer',
  'reward_centre',
  'manual_rebate',
  'mission',
  'my_rebate',
  'messages',
] as const;
const ALWAYS = ['notice', 'help', 'user_agreement'] as const;
type Entry = (typeof CONDITIONAL)[number] | (typeof ALWAYS)[number];

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);
  const entryName = (entry: Entry) => t(`member:mine.entries.${entry}`);

  const expectEntries = async (page: Page, shown: readonly Entry[]) => {
    const services = page.getByRole('navigation', { name: t('member:mine.services') });
    for (const entry of [...CONDITIONAL, ...ALWAYS]) {
      const control = services.getByRole(entry === 'link_management' ? 'button' : 'link', {
        name: entryName(entry),
      });
      await expect(control, entry).toHaveCount(shown.includes(entry) ? 1 : 0);
    }
  };

  test(`every conditional entry of Mine shows with its flag, promotion and member type, in both templates (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    // An agent-like type (not 0, 4 or 40) with an upline: every gate open.
    await setMember(request, member.username, { type: 1, toUpline: true });
    const state = { flags: allFlags(true), memCen: '0' as '0' | '1', promotions: ['MISSION', 'REFERRAL'] as const };
    await arrangeMerchant(page, state);
    await signIn(member, language);
    for (const memCen of ['0', '1'] as const) {
      state.memCen = memCen;
      await page.goto(`/m/mine?lang=${language}`);
      await expect(page.getByRole('heading', { level: 2, name: member.username })).toBeVisible();
      await expectEntries(page, [...CONDITIONAL, ...ALWAYS]);
    }
  });

  test(`each entry hides without its flag or promotion; agency centre and superior transfer follow the member (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    // Type 0 without an upline: no agency centre, and no superior transfer even with its flag on.
    const state = { flags: allFlags(false, { AGETRANSFERUP3: true }), memCen: '1' as const, promotions: [] };
    await arrangeMerchant(page, state);
    await signIn(member, language, '/m/mine');
    await expect(page.getByRole('heading', { level: 2, name: member.username })).toBeVisible();
    await expectEntries(page, ALWAYS);
  });

  test(`a type 2 member with an upline gets the agency centre but never the superior transfer (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    await setMember(request, member.username, { type: 2, toUpline: true });
    await arrangeMerchant(page, { flags: allFlags(false, { AGETRANSFERUP3: true }), memCen: '0', promotions: [] });
    await signIn(member, language, '/m/mine');
    await expect(page.getByRole('heading', { level: 2, name: member.username })).toBeVisible();
    await expectEntries(page, ['agency_centre', ...ALWAYS]);
  });

  test(`a guest on each member tile is asked to log in and stays on Mine (${language})${turn()}`, async ({
    page,
    openSite,
  }) => {
    await openSite('/m/mine', language);
    const tiles = page.getByRole('navigation', { name: t('member:mine.shortcuts') });
    const dialog = page.getByRole('dialog', { name: t('accounts:login.title'), exact: true });
    for (const tile of ['deposit', 'betting_record', 'account_record', 'security_centre']) {
      await tiles.getByRole('link', { name: t(`member:mine.tiles.${tile}`) }).click();
      // The notice first: it shows at once and goes after a while, and the dialog's code may still be loading.
      await expect(page.getByText(t('common:error.not_logged_in'))).toBeVisible();
      await expect(dialog, tile).toBeVisible();
      await expect(page).toHaveURL(/\/m\/mine/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('button', { name: t('member:mine.guest_prompt') }).click();
    await expect(dialog).toBeVisible();
  });
}
