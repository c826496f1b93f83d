import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_APPLY_LIMITS, useTranslation, type ActivityImageType } from '@platform/shared';
import { uploadActivityImage } from '../../api/activity-upload';
import { MAX_IMAGE_MB, acceptedImageType } from './image-files';

export interface ImageItem {
  key: number;
  name: string;
  /** An object URL of the file, for the preview. */
  preview: string;
  state: 'uploading' | 'done' | 'failed';
  uploadId: string | null;
}

interface Held {
  file: File;
  type: ActivityImageType;
}

/**
 * The images of an application: each is checked (type, size, count) before anything is sent, then
 * uploaded at once; a failed upload keeps the file to retry. The list lives as long as the form, so a
 * failed submit loses nothing.
 */
export function useImageUploads() {
  const { t } = useTranslation('member');
  const [items, setItems] = useState<ImageItem[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const files = useRef(new Map<number, Held>());
  const nextKey = useRef(1);

  const previews = useRef(new Set<string>());

  // Previews are object URLs: give them back when the form goes.
  useEffect(() => {
    const open = previews.current;
    return () => {
      for (const url of open) URL.revokeObjectURL(url);
      open.clear();
    };
  }, []);

  const update = (key: number, change: Partial<ImageItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = (key: number) => {
    const held = files.current.get(key);
    if (!held) return;
    update(key, { state: 'uploading' });
    uploadActivityImage(held.file, held.type).then(
      (result) => {
        if (files.current.has(key)) update(key, { state: 'done', uploadId: result.id });
      },
      (error: unknown) => {
        console.warn('An image upload failed', error);
        if (files.current.has(key)) update(key, { state: 'failed' });
      },
    );
  };

  const add = (chosen: readonly File[]) => {
    const refused: string[] = [];
    let count = files.current.size;
    const added: ImageItem[] = [];
    for (const file of chosen) {
      const type = acceptedImageType(file);
      if (!type) {
        refused.push(t('apply.bad_file', { name: file.name, size: MAX_IMAGE_MB }));
        continue;
      }
      if (count >= ACTIVITY_APPLY_LIMITS.maxImages) {
        refused.push(t('apply.too_many', { name: file.name, max: ACTIVITY_APPLY_LIMITS.maxImages }));
        continue;
      }
      count += 1;
      const key = nextKey.current++;
      files.current.set(key, { file, type });
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      added.push({ key, name: file.name, preview, state: 'uploading', uploadId: null });
    }
    setRefusals(refused);
    if (added.length > 0) setItems((current) => [...current, ...added]);
    for (const item of added) upload(item.key);
  };

  const remove = (key: number) => {
    files.current.delete(key);
    const gone = items.find((item) => item.key === key);
    if (gone) {
      URL.revokeObjectURL(gone.preview);
      previews.current.delete(gone.preview);
    }
    setItems((current) => current.filter((item) => item.key !== key));
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
