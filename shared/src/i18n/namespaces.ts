import type { TOptions } from 'i18next';
import type en from './locales/en.json';

/**
 * The i18n namespaces a program knows, each typed from its EN texts. This package gives `common`, the
 * default namespace; each app adds its own beside its texts (src/i18n/text-keys.ts), which is how
 * every program knows `common` and its own namespace:
 *
 *   declare module '@platform/shared' {
 *     interface TextNamespaces { member: typeof en }
 *   }
 *
 * `t` of `useTranslation` (and `translate`) takes only keys of these texts: a missing or misspelt key
 * is a type error. A key built at run time still has a type: a union of the keys it can be (a
 * template literal over a union), or a typed map from a value to its key, never a cast. A key that
 * arrives as data (a form's kept message, the merchant's rule table) is read with `dataText`.
 * TY has the same keys as EN: each namespace's test checks it.
 *
 * The keys are worked out here once per namespace, and `t` is a plain function of them: i18next's own
 * typed `t` costs a program about a quarter more type-checking time.
 */
export interface TextNamespaces {
  common: typeof en;
}

type Namespace = keyof TextNamespaces;

// A plural's forms (`draw_every_one`, `draw_every_other`) are asked for by the key without the suffix.
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : never;

/** The dotted keys of the texts of a tree. */
type Leaves<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key | PluralBase<Key> : `${Key}.${Leaves<Tree[Key]>}`;
}[keyof Tree & string];

type Under<Key, Prefix extends string> = Key extends `${Prefix}.${infer Rest}` ? Rest : never;

/** A key of a namespace as its `t` takes it; with a prefix, the keys under it, without it. */
export type TextKey<
  Ns extends Namespace = 'common',
  Prefix extends string | undefined = undefined,
> = Prefix extends string ? Under<Leaves<TextNamespaces[Ns]>, Prefix> : Leaves<TextNamespaces[Ns]>;

/**
 * A key of any namespace of the program as a form keeps it in a field's message: a `common` key as
 * it is, any other as `namespace:key`.
 */
export type MessageKey = TextKey | { [Ns in Namespace]: `${Ns}:${TextKey<Ns>}` }[Namespace];

/** What `t` takes besides the key: the placeholders' values, `count` for a plural; a text, not a tree. */
export type TextOptions = TOptions & { returnObjects?: false; returnDetails?: false };

/** `t` of a namespace: the text of one of its keys, or of another namespace's key named with `ns`. */
export interface TextFunction<Ns extends Namespace = 'common'> {
  (key: TextKey<Ns>, options?: TextOptions & { ns?: Ns }): string;
  <Other extends Namespace>(key: TextKey<Other>, options: TextOptions & { ns: Other }): string;
}
