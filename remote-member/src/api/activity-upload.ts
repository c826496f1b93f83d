import { PROMO_PATHS, apiPost, type ActivityImageType, type ActivityUpload } from '@platform/shared';

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Uploads one image for an application; its id goes with the application later. */
export async function uploadActivityImage(file: Blob, type: ActivityImageType): Promise<ActivityUpload> {
  return apiPost<ActivityUpload>(PROMO_PATHS.uploads, { type, data: await base64Of(file) }, { timeout: 60_000 });
}
