// Phone photos are 2 to 6 MB: sent as they are, they take long to upload on a phone's connection and
// the largest pass the upload limit. A large photo is redrawn at most MAX_PHOTO_SIDE pixels on its
// long side as a JPEG, which keeps an ID card legible at a few hundred kilobytes.

/** The long side of a shrunk photo, in pixels. */
export const MAX_PHOTO_SIDE = 2000;

/** A photo up to this size is sent as it is. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024;

/** The JPEG qualities tried in turn until the photo is within the limit. */
export const PHOTO_QUALITIES = [0.85, 0.75, 0.65, 0.5] as const;

/** A decoded image, with its size in pixels. */
export interface DecodedPhoto {
  width: number;
  height: number;
  source: CanvasImageSource;
  close: () => void;
}

/** How a photo is decoded and drawn again: the browser's canvas, or a stand-in in tests. */
export interface PhotoCanvas {
  decode: (file: Blob) => Promise<DecodedPhoto>;
  /** Draws `photo` at `width` × `height` on white and encodes it as a JPEG of `quality`. */
  encodeJpeg: (photo: DecodedPhoto, width: number, height: number, quality: number) => Promise<Blob>;
}

/** `width` × `height` scaled down (never up) so that the long side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const browserCanvas: PhotoCanvas = {
  decode: async (file) => {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  encodeJpeg: (photo, width, height, quality) =>
    new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('No 2D canvas to draw the photo on.'));
      // A transparent PNG would turn black as a JPEG.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(photo.source, 0, 0, width, height);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
        'image/jpeg',
        quality,
      );
    }),
};

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * The photo to upload for `file`: itself when it is small (or cannot be decoded here), else a JPEG of
 * at most MAX_PHOTO_SIDE pixels, at the best quality that fits `maxBytes`. The original is kept when
 * redrawing does not make it smaller.
 */
export async function shrinkPhoto(file: File, maxBytes: number, canvas: PhotoCanvas = browserCanvas): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES) return file;
  let photo: DecodedPhoto;
  try {
    photo = await canvas.decode(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(photo.width, photo.height, MAX_PHOTO_SIDE);
    let best: Blob | null = null;
    for (const quality of PHOTO_QUALITIES) {
      best = await canvas.encodeJpeg(photo, width, height, quality);
      if (best.size <= maxBytes) break;
    }
    if (!best || best.size >= file.size) return file;
    return new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    photo.close();
  }
}
