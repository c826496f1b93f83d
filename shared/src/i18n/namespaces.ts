import type { ParseKeys, TOptions } from 'i18next';
import type en from './locales/en.json';

/**
 * The i18n namespaces a program knows, each typed from its EN texts, so that `t` takes only keys
 * that exist: a missing or misspelt key is a type error. This package gives `common`, the default
 * namespace; each app adds its own beside its texts (src/i18n/text-keys.ts), which is how every
 * program knows `common` and its own namespace:
 *
 *   declare module '@platform/shared' {
 *     interface TextNamespaces { member: typeof en }
 *   }
 *
 * A key built at run time still has a type: a union of the keys it can be (a template literal over
 * a union), or a typed map from a value to its key. A key that arrives as data (the merchant's rule
 * table, a form's message) is looked up with a `defaultValue`: what shows when no text has that key.
 * TY has the same keys as EN: each namespace's test checks it.
 */
export interface TextNamespaces {
  common: typeof en;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: TextNamespaces;
  }
}

/** A key of a namespace as `t` of `useTranslation(ns)` takes it; with a prefix, the keys under it, without it. */
export type TextKey<
  Ns extends keyof TextNamespaces = 'common',
  Prefix extends string | undefined = undefined,
> = ParseKeys<Ns, TOptions, Prefix>;

/**
 * A key of any namespace of the program as a form keeps it in a field's message: a `common` key as
 * it is, any other as `namespace:key`.
 */
export type MessageKey = ParseKeys<readonly ['common', ...Exclude<keyof TextNamespaces, 'common'>[]], TOptions>;
