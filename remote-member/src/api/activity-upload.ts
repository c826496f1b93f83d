import { call } from '@platform/shared';
import { PROMOTION_ENDPOINTS, type ActivityImageType, type ActivityUpload } from '@platform/shared/contract';
import { mutationOptions } from '@tanstack/react-query';

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

/** A photo ready to send: shrunk when it was large, as a data URL. */
export interface PreparedImage {
  type: ActivityImageType;
  dataUrl: string;
}

/** Uploads one image; nothing is cached, its id goes with the application or the verification. */
export const imageUploadMutation = () =>
  mutationOptions({ mutationFn: ({ dataUrl, type }: PreparedImage) => uploadActivityImage(dataUrl, type) });
