import type { i18n as I18n } from 'i18next';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { TextFunction, TextNamespaces } from './namespaces';

/**
 * The texts of a namespace (`common` when none is named), in the current language: react-i18next's
 * hook, with a `t` that takes only that namespace's keys. Re-renders when the language changes.
 */
export function useTranslation<Ns extends keyof TextNamespaces = 'common'>(
  ns?: Ns,
): { t: TextFunction<Ns>; i18n: I18n } {
  const { t, i18n } = useI18nextTranslation(ns);
  return { t, i18n };
}
