import { createHash } from 'node:crypto';

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A uniform number in [0, 1) drawn from a text, so one text always gives the same number. */
export function unitFromText(text: string): number {
  const digest = createHash('sha256').update(text, 'utf8').digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** A 32-bit seed from a text. */
export const seedFromText = (text: string) => createHash('sha256').update(text, 'utf8').digest().readUInt32BE(0);

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: no items to choose from');
  return item;
}

/** Chooses by weight: `[[value, weight], ...]`. */
export function pickWeighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('pickWeighted: no choices');
  return last[0];
}
