import { randomInt } from 'node:crypto';
import { Canvas, DIGITS, LETTERS } from './png';

const WIDTH = 120;
const HEIGHT = 44;
const CELL = 3;

type Rgb = readonly [number, number, number];

// Inks share the noise's palette, so no colour picks the characters out from the clutter.
const INKS: readonly Rgb[] = [
  [245, 184, 46],
  [124, 196, 255],
  [255, 138, 138],
  [160, 230, 160],
  [220, 170, 255],
];

const GLYPHS: Record<string, readonly string[]> = { ...DIGITS, ...LETTERS };

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;
const between = (low: number, high: number) => low + (randomInt(0, 1001) / 1000) * (high - low);

/** A thick arc (part of a circle) across the picture. */
function arc(canvas: Canvas, ink: Rgb): void {
  const [cx, cy, radius] = [between(0, WIDTH), between(-20, HEIGHT + 20), between(25, 70)];
  const start = between(0, Math.PI * 2);
  const sweep = between(Math.PI / 3, Math.PI);
  for (let step = 0; step <= 240; step += 1) {
    const angle = start + (sweep * step) / 240;
    const [x, y] = [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    canvas.set(x, y, ink);
    canvas.set(x, y + 1, ink);
  }
}

/**
 * Draws `code` as a person can still read it and a template matcher cannot: each character in a
 * random ink, size, slant and rotation, the whole line bent by a wave, crossed by arcs and specks in
 * the same inks.
 */
export function drawCaptcha(code: string): Buffer {
  const canvas = new Canvas(WIDTH, HEIGHT, [27, 31, 44]);
  const wave = { amplitude: between(1.5, 3.5), period: between(30, 60), phase: between(0, Math.PI * 2) };
  const bend = (x: number, y: number): [number, number] => [
    x,
    y + wave.amplitude * Math.sin((x / wave.period) * Math.PI * 2 + wave.phase),
  ];
  for (let speck = 0; speck < 260; speck += 1) canvas.set(randomInt(WIDTH), randomInt(HEIGHT), pick(INKS));
  const step = (WIDTH - 12) / code.length;
  [...code].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) return;
    const ink = pick(INKS);
    const scale = between(0.85, 1.15);
    const turn = between(-0.45, 0.45);
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const centre = [6 + step * index + step / 2 + between(-2, 2), HEIGHT / 2 + between(-3, 3)] as const;
    // Every canvas point near the character asks where it falls in the glyph (so nothing is left hollow).
    const reach = 7 * CELL * scale;
    for (let dy = -reach; dy <= reach; dy += 0.5) {
      for (let dx = -reach; dx <= reach; dx += 0.5) {
        const gx = (cos * dx + sin * dy) / (CELL * scale) + 2.5;
        const gy = (-sin * dx + cos * dy) / (CELL * scale) + 3.5;
        if (glyph[Math.floor(gy)]?.[Math.floor(gx)] !== '#') continue;
        const [x, y] = bend(centre[0] + dx, centre[1] + dy);
        canvas.set(x, y, ink);
      }
    }
  });
  for (let line = 0; line < 3; line += 1) arc(canvas, pick(INKS));
  return canvas.toPng();
}

/** The characters a captcha is made of: the drawn ones, none easily taken for another. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS)
  .filter((character) => !['0', '1'].includes(character))
  .join('');
