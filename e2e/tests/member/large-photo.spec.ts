import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { ACTIVITY_APPLY_LIMITS, API_BASE, PROMO_PATHS } from '@platform/shared/contract';
import { expect, test } from '../../fixtures/accounts';
import { takeTurns } from '../../fixtures/languages';
import { LANGUAGES, textsIn } from '../../fixtures/texts';
import { photoPicker, pickPhotos } from './member-kit';

/** One PNG chunk: its length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of random pixels, which no compression makes smaller: `width` × `height` RGB is past
 * 5 MB, as a phone's photo is, and the browser decodes it like any other.
 */
function noisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const smallPng = (name: string) => {
  const buffer = Buffer.alloc(2048, 5);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { name, mimeType: 'image/png', buffer };
};

for (const language of LANGUAGES) {
  const turn = takeTurns(language, 'en');
  const { t } = textsIn(language);
  const image = (side: string) => t(`member:identity.image.${side}`);

  test(`a phone photo over 5 MB is shrunk in the page and accepted for ID verification (${language})${turn()}`, async ({
    page,
    signIn,
    member,
  }) => {
    const photo = noisyPng(1400, 1260);
    expect(photo.length).toBeGreaterThan(ACTIVITY_APPLY_LIMITS.maxImageBytes);
    const uploads: { type: string; bytes: number }[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith(`${API_BASE}${PROMO_PATHS.uploads}`)) return;
      const body = request.postDataJSON() as { type: string; data: string };
      uploads.push({ type: body.type, bytes: Buffer.from(body.data, 'base64').length });
    });

    await signIn(member, language, '/m/securityCenter');
    await page.getByRole('link', { name: t('member:identity.open') }).click();
    await expect(page).toHaveURL(/\/m\/idVerification/);

    const front = { name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo };
    await pickPhotos(page, photoPicker(page, image('front')), language, front);
    await pickPhotos(page, photoPicker(page, image('back')), language, smallPng('back.png'));
    await pickPhotos(page, photoPicker(page, image('selfie')), language, smallPng('selfie.png'));
    await expect(page.getByRole('img', { name: t('common:photo.preview', { name: image('front') }) })).toBeVisible();
    await expect(page.getByText(t('member:apply.uploaded'))).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The photo went up as a JPEG well under the limit; the small ones as they were.
    const shrunk = uploads.find((upload) => upload.type === 'image/jpeg');
    expect(shrunk?.bytes).toBeLessThan(ACTIVITY_APPLY_LIMITS.maxImageBytes);
    expect(uploads.filter((upload) => upload.type === 'image/png').map((upload) => upload.bytes)).toEqual([2048, 2048]);

    await page.getByRole('button', { name: t('member:identity.submit') }).click();
    await expect(page.getByText(t('member:identity.sent'))).toBeVisible();
    await expect(page.getByText(t('member:identity.state_hint.review'))).toBeVisible();
  });
}
