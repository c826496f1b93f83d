import { inflateSync } from 'node:zlib';
import { DIGITS } from '../features/captcha/png';

// What a bot author would write against the simple captcha: undo the PNG, then slide each glyph of
// the known 5×7 font over each digit's slot (its own ink colour), keeping the best fit.

const WIDTH = 120;
const SCALE = 4;
const INKS: ReadonlyArray<readonly [number, number, number]> = [
  [245, 184, 46],
  [124, 196, 255],
  [255, 138, 138],
  [160, 230, 160],
];

/** RGB pixels of an unfiltered 8-bit RGB PNG, as the captcha writes it. */
function pixelsOf(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const parts: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      parts.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const rows = inflateSync(Buffer.concat(parts));
  const at = (x: number, y: number) => {
    const start = y * (width * 3 + 1) + 1 + x * 3;
    return [rows[start] ?? 0, rows[start + 1] ?? 0, rows[start + 2] ?? 0];
  };
  return { width, height, at };
}

/** Reads the digits of a simple captcha image (a `data:image/png;base64,` URL). */
export function readSimpleCaptcha(image: string, digits = 4): string {
  const { width, height, at } = pixelsOf(Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64'));
  if (width !== WIDTH) return '';
  let answer = '';
  for (let index = 0; index < digits; index += 1) {
    const ink = INKS[index % INKS.length] ?? [255, 255, 255];
    const inked = (x: number, y: number) => {
      if (x < 0 || y < 0 || x >= width || y >= height) return false;
      const [r, g, b] = at(x, y);
      return r === ink[0] && g === ink[1] && b === ink[2];
    };
    let best = { digit: '', score: -Infinity };
    for (const [digit, glyph] of Object.entries(DIGITS)) {
      for (let left = 8 + index * 27 - 2; left <= 8 + index * 27 + 2; left += 1) {
        for (let top = 4; top <= 10; top += 1) {
          for (let shear = -0.2; shear <= 0.21; shear += 0.1) {
            let score = 0;
            glyph.forEach((row, y) =>
              [...row].forEach((cell, x) => {
                const py = top + y * SCALE + SCALE / 2;
                const px = Math.round(left + x * SCALE + SCALE / 2 + shear * (py - height / 2));
                score += inked(px, py) === (cell === '#') ? 1 : -1;
              }),
            );
            if (score > best.score) best = { digit, score };
          }
        }
      }
    }
    answer += best.digit;
  }
  return answer;
}
