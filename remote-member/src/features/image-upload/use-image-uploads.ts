import { useRef, useState } from 'react';
import { useTranslation, useWrite } from '@platform/shared';
import { ACTIVITY_APPLY_LIMITS } from '@platform/shared/contract';
import { imageUploadMutation, readDataUrl, type PreparedImage } from '../../api/activity-upload';
import { shrinkPhoto } from '../photo/shrink-photo';
import { MAX_IMAGE_MB, acceptedImageType, chosenImageType } from './image-files';

/** A chosen photo still over the limit once shrunk. */
class ImageRefused extends Error {}

/** Shrinks a large photo, then reads it; refused when it is still not an image the API takes. */
async function prepareImage(file: File): Promise<PreparedImage> {
  const photo = await shrinkPhoto(file, ACTIVITY_APPLY_LIMITS.maxImageBytes);
  const type = acceptedImageType(photo);
  if (!type) throw new ImageRefused(file.name);
  return { type, dataUrl: await readDataUrl(photo) };
}

export interface ImageItem {
  key: number;
  name: string;
  /** The image as a data URL, for the preview; empty while it is read. */
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  uploadId: string | null;
}

/**
 * The images of an application: each is checked (type, size, count) before anything is sent, a large
 * photo is shrunk, then it is uploaded at once; a failed upload keeps the image to retry. The list
 * lives as long as the form, so a failed submit loses nothing.
 */
export function useImageUploads() {
  const { t } = useTranslation('member');
  const [items, setItems] = useState<ImageItem[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // What each image needs to be sent again; an image removed meanwhile is no longer here.
  const held = useRef(new Map<number, Promise<PreparedImage>>());
  const nextKey = useRef(1);
  // Each image is uploaded on its own, while the others are.
  const send = useWrite(imageUploadMutation(), { concurrent: true });

  const update = (key: number, change: Partial<ImageItem>) => {
    if (held.current.has(key)) {
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    }
  };

  const upload = (key: number) => {
    const image = held.current.get(key);
    if (!image) return;
    update(key, { state: 'uploading' });
    const failed = (error: unknown) => {
      console.warn('An image upload failed', error);
      update(key, { state: 'failed' });
    };
    image.then(
      (prepared) =>
        send.run(prepared, {
          onSuccess: (result) => update(key, { state: 'done', uploadId: result.id }),
          onFailure: (_failure, cause) => {
            failed(cause);
            return 'none';
          },
        }),
      (error: unknown) => {
        if (!(error instanceof ImageRefused)) failed(error);
      },
    );
  };

  const remove = (key: number) => {
    held.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  };

  const add = (chosen: readonly File[]) => {
    const refused: string[] = [];
    const added: ImageItem[] = [];
    let count = held.current.size;
    for (const file of chosen) {
      if (!chosenImageType(file)) {
        refused.push(t('apply.bad_file', { name: file.name, size: MAX_IMAGE_MB }));
        continue;
      }
      if (count >= ACTIVITY_APPLY_LIMITS.maxImages) {
        refused.push(t('apply.too_many', { name: file.name, max: ACTIVITY_APPLY_LIMITS.maxImages }));
        continue;
      }
      count += 1;
      const key = nextKey.current++;
      const prepared = prepareImage(file);
      held.current.set(key, prepared);
      prepared.then(
        ({ dataUrl }) => update(key, { preview: dataUrl }),
        (error: unknown) => {
          if (!(error instanceof ImageRefused)) return;
          remove(key);
          setRefusals((current) => [...current, t('apply.bad_file', { name: file.name, size: MAX_IMAGE_MB })]);
        },
      );
      added.push({ key, name: file.name, preview: '', state: 'uploading', uploadId: null });
    }
    setRefusals(refused);
    if (added.length > 0) setItems((current) => [...current, ...added]);
    for (const item of added) upload(item.key);
  };

  return {
    items,
    refusals,
    add,
    remove,
    retry: upload,
    full: items.length >= ACTIVITY_APPLY_LIMITS.maxImages,
    /** Every image is uploaded: their ids, in order; null while one is uploading or failed. */
    uploadIds: (): string[] | null =>
      items.every((item) => item.state === 'done' && item.uploadId) ? items.map((item) => item.uploadId ?? '') : null,
  };
}
