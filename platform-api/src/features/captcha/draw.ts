import { randomInt } from 'node:crypto';
import { Canvas, DIGITS } from './png';

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

const INKS: ReadonlyArray<[number, number, number]> = [
  [245, 184, 46],
  [124, 196, 255],
  [255, 138, 138],
  [160, 230, 160],
];

/** Draws the digits of `code`, each shifted and sheared a little, over noise lines. */
export function drawCaptcha(code: string): Buffer {
  const canvas = new Canvas(WIDTH, HEIGHT, [27, 31, 44]);
  for (let line = 0; line < 5; line += 1) {
    const [x0, y0, x1, y1] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s += 1) {
      canvas.set(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps, [70, 78, 102]);
    }
  }
  for (let dot = 0; dot < 120; dot += 1) canvas.set(randomInt(WIDTH), randomInt(HEIGHT), [90, 96, 120]);
  [...code].forEach((digit, index) => {
    const glyph = DIGITS[digit];
    if (!glyph) return;
    const ink = INKS[index % INKS.length] ?? [255, 255, 255];
    const left = 8 + index * 27 + randomInt(-2, 3);
    const top = 7 + randomInt(-3, 4);
    const shear = randomInt(-2, 3) / 10;
    glyph.forEach((row, y) => {
      [...row].forEach((cell, x) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const py = top + y * SCALE + dy;
            canvas.set(left + x * SCALE + dx + shear * (py - HEIGHT / 2), py, ink);
          }
        }
      });
    });
  });
  return canvas.toPng();
}
