import type { APIRequestContext, Page } from '@playwright/test';
import { PROMO_PATHS, PROMO_TEST_PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { api, photoPicker, pickPhotos } from './member-kit';
import { takeTurns } from '../../fixtures/languages';
import { moneyCalls, sessionToken } from '../money/money-calls';
import { LUCKY_BAY } from '../../fixtures/merchants';

/** The first deposit bonus: an apply activity for M001 members who deposited ₱100 or more, with a receipt. */
const APPLY_ACTIVITY = 1;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string, bytes = 2048) => {
  const buffer = Buffer.alloc(bytes, 7);
  buffer.set(PNG_MAGIC);
  return { name, mimeType: 'image/png', buffer };
};

/** Pays in a ₱100 deposit for the member signed in on the page, so the deposit rule is met. */
async function depositFirst(page: Page, request: APIRequestContext): Promise<void> {
  await moneyCalls(request, await sessionToken(page)).fund(100);
}

/** Counts the image uploads the page sends. */
function countUploads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(PROMO_PATHS.uploads)) count += 1;
  });
  return () => count;
}

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  const status = (name: string) => t('member:activity.status_label', { status: t(`member:activity.status.${name}`) });

  test(`a promotion applied for with two images shows as applying after a reload (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    await signIn(member, language);
    await depositFirst(page, request);
    await page.goto(`/m/activity?lang=${language}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: t('member:activity.action.apply') }) })
      .first();
    await expect(card.getByText(status('join'))).toBeVisible();
    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&lang=${language}`);
    await page.getByRole('link', { name: t('member:activity.action.apply') }).click();

    await page.getByLabel(t('member:apply.comment')).fill('GCash receipt 0917');
    await pickPhotos(page, photoPicker(page, t('member:apply.add_images')), language, [
      png('receipt-1.png'),
      png('receipt-2.png'),
    ]);
    await expect(page.getByRole('img', { name: t('member:apply.preview', { name: 'receipt-1.png' }) })).toBeVisible();
    await expect(page.getByRole('img', { name: t('member:apply.preview', { name: 'receipt-2.png' }) })).toBeVisible();
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(2);
    await page.getByRole('button', { name: t('member:apply.submit') }).click();
    await expect(page.getByText(t('member:apply.sent'))).toBeVisible();

    await page.reload();
    await expect(page.getByText(status('applying'))).toBeVisible();
    await expect(page.getByText(t('member:activity.application_images', { count: 2 }))).toBeVisible();
    await expect(page.getByText('GCash receipt 0917')).toBeVisible();
    await page.goto(`/m/activity?category=deposit&lang=${language}`);
    await expect(page.getByRole('link', { name: t('member:activity.action.view_application') })).toBeVisible();
    await expect(page.getByText(status('applying'))).toBeVisible();
  });

  test(`a 6 MB image and a GIF are refused before any upload (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    await signIn(member, language);
    await depositFirst(page, request);
    const uploads = countUploads(page);
    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&apply=1&lang=${language}`);
    const refused = (name: string) => page.getByRole('alert').getByText(t('member:apply.bad_file', { name, size: 5 }));

    await pickPhotos(page, photoPicker(page, t('member:apply.add_images')), language, [
      png('big-receipt.png', 6 * 1024 * 1024),
    ]);
    await expect(refused('big-receipt.png')).toBeVisible();
    const gif = { name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a-receipt') };
    await pickPhotos(page, photoPicker(page, t('member:apply.add_images')), language, [gif]);
    await expect(refused('receipt.gif')).toBeVisible();
    await expect(page.getByRole('img', { name: t('member:apply.preview', { name: 'receipt.gif' }) })).toHaveCount(0);
    expect(uploads()).toBe(0);

    // A file that fits still goes in after the refusals.
    await pickPhotos(page, photoPicker(page, t('member:apply.add_images')), language, [png('receipt.png')]);
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(1);
    expect(uploads()).toBe(1);
  });

  test(`an application moves through review to issued, is claimed in the reward centre and shows claimed (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    await signIn(member, language);
    await depositFirst(page, request);
    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&apply=1&lang=${language}`);
    await page.getByLabel(t('member:apply.comment')).fill('Deposit ref 5521');
    await pickPhotos(page, photoPicker(page, t('member:apply.add_images')), language, [png('receipt.png')]);
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(1);
    await page.getByRole('button', { name: t('member:apply.submit') }).click();
    await expect(page.getByText(status('applying'))).toBeVisible();

    const review = (next: string) =>
      request.put(api(PROMO_TEST_PATHS.application), {
        data: { merchantCode: LUCKY_BAY.code, account: member.username, activityId: APPLY_ACTIVITY, status: next },
      });
    expect((await review('rejected')).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(status('rejected'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('member:activity.action.apply_again') })).toBeVisible();

    expect((await review('issued')).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText(status('issued'))).toBeVisible();
    await page.getByRole('link', { name: t('member:activity.action.to_rewards') }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter/);
    await page.getByRole('button', { name: /₱500\.00/ }).click();
    // The new member's sign-up bonus still waits beside it.
    await expect(page.getByRole('button', { name: /₱500\.00/ })).toHaveCount(0);

    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&lang=${language}`);
    await expect(page.getByText(status('claimed'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('member:activity.action.apply') })).toHaveCount(0);
  });

  test(`a new member sees which rule keeps them from a bonus, in their language, instead of its action (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    await signIn(member, language, `/m/activity?category=deposit&lang=${language}`);
    const rule = t('common:error.promo_min_deposit', { amount: '₱100.00', deposited: '₱0.00' });
    const card = page.getByRole('article').filter({ hasText: rule }).first();
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: t('member:activity.action.apply') })).toHaveCount(0);
    await page.goto(`/m/activity?category=casino&lang=${language}`);
    await expect(page.getByText(rule).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('member:activity.action.claim') })).toHaveCount(0);
  });
}
