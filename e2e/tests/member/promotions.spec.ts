import type { Page } from '@playwright/test';
import { PROMO_PATHS, PROMO_TEST_PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { api } from './member-kit';
import { takeTurns } from '../../fixtures/languages';

/** The first deposit bonus: an apply activity open to every M001 member. */
const APPLY_ACTIVITY = 1;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string, bytes = 2048) => {
  const buffer = Buffer.alloc(bytes, 7);
  buffer.set(PNG_MAGIC);
  return { name, mimeType: 'image/png', buffer };
};

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
  }) => {
    await signIn(member, language, '/m/activity');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: t('member:activity.action.apply') }) })
      .first();
    await expect(card.getByText(status('join'))).toBeVisible();
    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&lang=${language}`);
    await page.getByRole('link', { name: t('member:activity.action.apply') }).click();

    await page.getByLabel(t('member:apply.comment')).fill('GCash receipt 0917');
    await page.getByLabel(t('member:apply.add_images')).setInputFiles([png('receipt-1.png'), png('receipt-2.png')]);
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
  }) => {
    const uploads = countUploads(page);
    await signIn(member, language, `/m/activityInfo?id=${APPLY_ACTIVITY}&apply=1`);
    const picker = page.getByLabel(t('member:apply.add_images'));
    const refused = (name: string) => page.getByRole('alert').getByText(t('member:apply.bad_file', { name, size: 5 }));

    await picker.setInputFiles([png('big-receipt.png', 6 * 1024 * 1024)]);
    await expect(refused('big-receipt.png')).toBeVisible();
    await picker.setInputFiles([{ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a-receipt') }]);
    await expect(refused('receipt.gif')).toBeVisible();
    await expect(page.getByRole('img', { name: t('member:apply.preview', { name: 'receipt.gif' }) })).toHaveCount(0);
    expect(uploads()).toBe(0);

    // A file that fits still goes in after the refusals.
    await picker.setInputFiles([png('receipt.png')]);
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(1);
    expect(uploads()).toBe(1);
  });

  test(`an application moves through review to issued, is claimed in the reward centre and shows claimed (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    await signIn(member, language, `/m/activityInfo?id=${APPLY_ACTIVITY}&apply=1`);
    await page.getByLabel(t('member:apply.comment')).fill('Deposit ref 5521');
    await page.getByRole('button', { name: t('member:apply.submit') }).click();
    await expect(page.getByText(status('applying'))).toBeVisible();

    const review = (next: string) =>
      request.put(api(PROMO_TEST_PATHS.application), {
        data: { merchantCode: 'M001', account: member.username, activityId: APPLY_ACTIVITY, status: next },
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
    await expect(page.getByText(t('member:rewards.empty'))).toBeVisible();

    await page.goto(`/m/activityInfo?id=${APPLY_ACTIVITY}&lang=${language}`);
    await expect(page.getByText(status('claimed'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('member:activity.action.apply') })).toHaveCount(0);
  });
}
