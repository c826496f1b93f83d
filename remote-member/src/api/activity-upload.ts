import { call } from '@platform/shared';
import { PROMOTION_ENDPOINTS, type ActivityImageType, type ActivityUpload } from '@platform/shared/contract';

/** A file as a data URL: the preview's source (the site's policy allows data: images, not blob:) and the upload's body. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Uploads one image (a data URL) for an application; its id goes with the application later. */
export function uploadActivityImage(dataUrl: string, type: ActivityImageType): Promise<ActivityUpload> {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return call(PROMOTION_ENDPOINTS.upload, { body: { type, data } }, { timeout: 60_000 });
}
