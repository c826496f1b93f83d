import { ACTIVITY_APPLY_LIMITS, type ActivityImageType } from '@platform/shared/contract';

/** The image type of a file the form accepts (PNG or JPG, 5 MB at most), or null to refuse it. */
export function acceptedImageType(file: Pick<File, 'type' | 'size'>): ActivityImageType | null {
  if (file.size <= 0 || file.size > ACTIVITY_APPLY_LIMITS.maxImageBytes) return null;
  return ACTIVITY_APPLY_LIMITS.imageTypes.find((type) => type === file.type) ?? null;
}

export const MAX_IMAGE_MB = ACTIVITY_APPLY_LIMITS.maxImageBytes / (1024 * 1024);

/** The largest file the page takes to shrink: past it, it is not a phone's photo. */
export const MAX_CHOSEN_BYTES = 40 * 1024 * 1024;

/**
 * The image type of a chosen file the page takes (PNG or JPG, over 5 MB too, as it is shrunk before
 * it is sent: see shrinkPhoto), or null to refuse it at once.
 */
export function chosenImageType(file: Pick<File, 'type' | 'size'>): ActivityImageType | null {
  if (file.size <= 0 || file.size > MAX_CHOSEN_BYTES) return null;
  return ACTIVITY_APPLY_LIMITS.imageTypes.find((type) => type === file.type) ?? null;
}
