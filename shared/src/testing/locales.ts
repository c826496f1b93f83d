import { describe, expect, it } from 'vitest';

/** Every leaf of a resource tree, as [dotted key, value]. */
function leaves(tree: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, unknown]> =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const keys = (tree: object) =>
  leaves(tree)
    .map(([key]) => key)
    .sort();

/** Checks a namespace is complete in both languages: the same keys, and a text for each. */
export function describeNamespace(name: string, { en, ty }: { en: object; ty: object }) {
  describe(`the ${name} namespace`, () => {
    it('has the same keys in TY and EN', () => {
      expect(keys(ty)).toEqual(keys(en));
    });

    it('has a text for every key in both languages', () => {
      for (const [key, value] of [...leaves(en), ...leaves(ty)]) {
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    });
  });
}
