// The photo picker of ID verification (a promotion's application has the same): designed buttons in the
// page's language, a preview of each photo, and no error left once every photo is in.
import { expect, test } from '../../fixtures/accounts';
import { textsIn } from '../../fixtures/texts';
import { photoPicker, pickPhotos } from './member-kit';

const { t } = textsIn('en');
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const png = (name: string) => {
  const buffer = Buffer.alloc(2048, 5);
  buffer.set(PNG_MAGIC);
  return { name, mimeType: 'image/png', buffer };
};

test('three photos go in through the photo picker, previewed, replaced and removed, with no error left (en)', async ({
  page,
  signIn,
  member,
}) => {
  const image = (side: string) => t(`member:identity.image.${side}`);
  const slot = (side: string) => photoPicker(page, image(side));
  await signIn(member, 'en', '/m/idVerification');
  await page.getByRole('button', { name: t('member:identity.submit') }).click();
  const missing = page.getByText(t('member:identity.need_images'));
  await expect(missing).toBeVisible();
  // No raw browser file input is drawn: the picker's own buttons stand for it.
  await expect(page.locator('input[type="file"]:visible')).toHaveCount(0);
  await expect(slot('front').getByRole('button', { name: t('common:photo.take') })).toBeVisible();

  for (const side of ['front', 'back', 'selfie']) {
    await pickPhotos(page, slot(side), 'en', png(`${side}.png`));
    await expect(slot(side).getByRole('img', { name: t('common:photo.preview', { name: image(side) }) })).toBeVisible();
  }
  await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(3);
  await expect(missing).toHaveCount(0);

  // Replace keeps one photo in the slot; remove empties it, and the picker offers to choose again.
  await pickPhotos(page, slot('selfie'), 'en', png('selfie-again.png'), 'replace');
  await expect(slot('selfie').getByRole('img')).toHaveCount(1);
  await slot('selfie')
    .getByRole('button', { name: t('common:photo.remove') })
    .click();
  await expect(slot('selfie').getByRole('img')).toHaveCount(0);
  await expect(slot('selfie').getByRole('button', { name: t('common:photo.choose') })).toBeFocused();
  // The promotion's application uses the same picker: promotions.spec.ts adds its receipts through it.
});
