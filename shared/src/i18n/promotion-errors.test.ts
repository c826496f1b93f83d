import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PROMOTION_RULE_CODES } from '../contract';
import en from './locales/en.json';
import ty from './locales/ty.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function messageOf(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('the promotion rules and the bonus turnover', () => {
  it.each([...PROMOTION_RULE_CODES, 'payment.turnover_pending' as const])(
    '%s has a message in TY and in EN, with the same figures',
    (code) => {
      const key = ERROR_CODES[code];
      const tyText = messageOf(ty, key);
      const enText = messageOf(en, key);
      expect(typeof tyText === 'string' && tyText.trim() !== '', `TY ${key}`).toBe(true);
      expect(typeof enText === 'string' && enText.trim() !== '', `EN ${key}`).toBe(true);
      expect(tyText).not.toBe(enText);
      expect(placeholders(String(tyText))).toEqual(placeholders(String(enText)));
    },
  );
});
