import type { Page } from '@playwright/test';
import { IDENTITY_TEST_PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { api, photoPicker, pickPhotos } from './member-kit';
import { takeTurns } from '../../fixtures/languages';
import { LUCKY_BAY } from '../../fixtures/merchants';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string, bytes = 2048) => {
  const buffer = Buffer.alloc(bytes, 5);
  buffer.set(PNG_MAGIC);
  return { name, mimeType: 'image/png', buffer };
};

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'ty');
  const { t } = textsIn(language);
  const image = (side: string) => t(`member:identity.image.${side}`);

  /** Puts the three photos in, the front from the camera input, and sends them. */
  async function submitPhotos(page: Page, tag: string) {
    await pickPhotos(page, photoPicker(page, image('front')), language, png(`front-${tag}.png`), 'take');
    await pickPhotos(page, photoPicker(page, image('back')), language, png(`back-${tag}.png`));
    await pickPhotos(page, photoPicker(page, image('selfie')), language, png(`selfie-${tag}.png`));
    for (const side of ['front', 'back', 'selfie']) {
      await expect(page.getByRole('img', { name: t('common:photo.preview', { name: image(side) }) })).toBeVisible();
    }
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(3);
    await page.getByRole('button', { name: t('member:identity.submit') }).click();
    await expect(page.getByText(t('member:identity.sent'))).toBeVisible();
    await expect(page.getByText(t('member:identity.state_hint.review'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('member:identity.submit') })).toHaveCount(0);
  }

  test(`ID verification goes under review, is rejected with its reason, sent again and verified (${language})${turn()}`, async ({
    page,
    signIn,
    member,
    request,
  }) => {
    const review = async (decision: { approve: boolean; reason?: string }) => {
      const response = await request.put(api(IDENTITY_TEST_PATHS.review), {
        data: { merchantCode: LUCKY_BAY.code, account: member.username, ...decision },
      });
      expect(response.ok()).toBe(true);
    };
    const state = (name: string) => page.getByText(t(`member:identity.state.${name}`), { exact: true });

    await signIn(member, language, '/m/securityCenter');
    await expect(state('none')).toBeVisible();
    await page.getByRole('link', { name: t('member:identity.open') }).click();
    await expect(page).toHaveURL(/\/m\/idVerification/);

    // A file that is not a PNG or JPG is refused before any upload.
    await pickPhotos(page, photoPicker(page, image('back')), language, {
      name: 'id.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a-id'),
    });
    await expect(
      page.getByRole('alert').getByText(t('member:apply.bad_file', { name: 'id.gif', size: 5 })),
    ).toBeVisible();
    await page.getByRole('button', { name: t('member:identity.submit') }).click();
    await expect(page.getByText(t('member:identity.need_images'))).toBeVisible();

    await submitPhotos(page, 'first');
    await expect(state('review')).toBeVisible();

    const reason = language === 'en' ? 'The photo of the back is blurred.' : 'Malabo ang litrato ng likod.';
    await review({ approve: false, reason });
    await page.reload();
    await expect(state('rejected')).toBeVisible();
    await expect(page.getByText(t('member:identity.reason', { reason }))).toBeVisible();

    await submitPhotos(page, 'second');
    await expect(page.getByText(t('member:identity.reason', { reason }))).toHaveCount(0);

    await review({ approve: true });
    await page.reload();
    await expect(state('verified')).toBeVisible();
    await expect(page.getByText(t('member:identity.state_hint.verified'))).toBeVisible();
    await page.getByRole('link', { name: t('member:identity.back') }).click();
    await expect(state('verified')).toBeVisible();
  });
}
