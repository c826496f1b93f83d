import { describe, expect, it } from 'vitest';
import { fitWithin, shrinkPhoto, type DecodedPhoto, type PhotoCanvas } from './shrink-photo';

const MB = 1024 * 1024;
const LIMIT = 5 * MB;

const photoFile = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

/**
 * A canvas stand-in (jsdom has none): decodes every file as `width` × `height`, and encodes at each
 * quality to the size `bytesAt` gives, keeping a record of what was asked.
 */
function fakeCanvas(width: number, height: number, bytesAt: (quality: number) => number) {
  const calls = { decoded: 0, closed: 0, encoded: [] as { width: number; height: number; quality: number }[] };
  const canvas: PhotoCanvas = {
    decode: () => {
      calls.decoded += 1;
      const photo: DecodedPhoto = { width, height, source: {} as CanvasImageSource, close: () => (calls.closed += 1) };
      return Promise.resolve(photo);
    },
    encodeJpeg: (_photo, w, h, quality) => {
      calls.encoded.push({ width: w, height: h, quality });
      return Promise.resolve(new Blob([new Uint8Array(bytesAt(quality))], { type: 'image/jpeg' }));
    },
  };
  return { canvas, calls };
}

describe('fitWithin', () => {
  it('scales the long side down to the limit, keeping the shape, and never up', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(1200, 900, 2000)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(9000, 3, 2000)).toEqual({ width: 2000, height: 1 });
  });
});

describe('shrinkPhoto', () => {
  it('sends a photo of 1 MB or less as it is, without decoding it', async () => {
    const { canvas, calls } = fakeCanvas(4000, 3000, () => 100);
    const file = photoFile('small.png', 'image/png', MB);
    expect(await shrinkPhoto(file, LIMIT, canvas)).toBe(file);
    expect(calls.decoded).toBe(0);
  });

  it('redraws a 6 MB phone photo at 2000 px as a JPEG of quality 0.85', async () => {
    const { canvas, calls } = fakeCanvas(4032, 3024, () => 700_000);
    const shrunk = await shrinkPhoto(photoFile('IMG_0001.HEIC.jpeg', 'image/jpeg', 6 * MB), LIMIT, canvas);
    expect(calls.encoded).toEqual([{ width: 2000, height: 1500, quality: 0.85 }]);
    expect([shrunk.name, shrunk.type, shrunk.size]).toEqual(['IMG_0001.HEIC.jpg', 'image/jpeg', 700_000]);
    expect(calls.closed).toBe(1);
  });

  it('makes a PNG screenshot a JPEG at its own size when it is already small enough in pixels', async () => {
    const { canvas, calls } = fakeCanvas(1080, 1920, () => 400_000);
    const shrunk = await shrinkPhoto(photoFile('screen.png', 'image/png', 3 * MB), LIMIT, canvas);
    expect(calls.encoded).toEqual([{ width: 1080, height: 1920, quality: 0.85 }]);
    expect([shrunk.name, shrunk.type]).toEqual(['screen.jpg', 'image/jpeg']);
  });

  it('steps the quality down while the photo is over the limit', async () => {
    const sizes: Record<number, number> = { 0.85: 7 * MB, 0.75: 6 * MB, 0.65: 4 * MB, 0.5: MB };
    const { canvas, calls } = fakeCanvas(2000, 2000, (quality) => sizes[quality] ?? 0);
    const shrunk = await shrinkPhoto(photoFile('noisy.png', 'image/png', 8 * MB), LIMIT, canvas);
    expect(calls.encoded.map((call) => call.quality)).toEqual([0.85, 0.75, 0.65]);
    expect(shrunk.size).toBe(4 * MB);
  });

  it('keeps the original when redrawing does not make it smaller', async () => {
    const { canvas } = fakeCanvas(1500, 1000, () => 2 * MB);
    const file = photoFile('tight.jpg', 'image/jpeg', 1.5 * MB);
    expect(await shrinkPhoto(file, LIMIT, canvas)).toBe(file);
  });

  it('keeps the original when the browser cannot decode it', async () => {
    const canvas: PhotoCanvas = {
      decode: () => Promise.reject(new Error('unsupported')),
      encodeJpeg: () => Promise.reject(new Error('not reached')),
    };
    const file = photoFile('odd.jpg', 'image/jpeg', 2 * MB);
    expect(await shrinkPhoto(file, LIMIT, canvas)).toBe(file);
  });
});
