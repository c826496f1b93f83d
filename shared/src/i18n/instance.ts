import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  HTML_LANG,
  LANGUAGES,
  chosenLanguage,
  isLanguage,
  rememberLanguage,
  shareLanguage,
  type Language,
} from '../config/constants';
import ty from './locales/ty.json';
import type { TextFunction, TextOptions } from './namespaces';

/** The one i18next instance of the page. Its own `t` takes any string: read texts with `translate`. */
export const i18n: I18n = i18next.createInstance();

/** The shared texts (`common`) outside React, in the current language; `t` of `useTranslation()`. */
export const translate: TextFunction = (key: string, options?: TextOptions) => i18n.t(key, options);

/**
 * The text of a key that arrived as data (a form's kept message, the merchant's rule table), with the
 * values of its placeholders. Nothing checks such a key: one that no text has shows as it is.
 */
export function dataText(key: string, values?: Record<string, string>): string {
  return i18n.t(key, { ...values, defaultValue: key });
}

type Bundle = Resource[string];
/** A namespace's texts in one language, or how to fetch them when that language is first needed. */
export type BundleSource = Bundle | (() => Promise<Bundle>);

// Texts of a language other than the default are fetched when the page first needs that language,
// so a visitor in TY does not download the EN texts. Switching waits for them: no flash of keys.
const loaders = new Map<string, () => Promise<Bundle>>();
const loading = new Map<string, Promise<void>>();
const loaderKey = (language: Language, ns: string) => `${language}/${ns}`;

/** Fetches every registered namespace's texts in that language that are not loaded yet. */
export async function loadLanguage(language: Language): Promise<void> {
  const waits: Array<Promise<void>> = [];
  for (const [key, load] of loaders) {
    const [forLanguage, ns] = key.split('/') as [Language, string];
    if (forLanguage !== language || i18n.hasResourceBundle(language, ns)) continue;
    let wait = loading.get(key);
    if (!wait) {
      wait = load().then(
        (bundle) => {
          i18n.addResourceBundle(language, ns, bundle, true, true);
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, wait);
    }
    waits.push(wait);
  }
  await Promise.all(waits);
}

let initialised: Promise<unknown> | null = null;

/**
 * Starts i18n once, in the language from `?lang=`, storage, or the default (TY); resolves when that
 * language's texts are loaded.
 */
export function initI18n(language: Language = chosenLanguage()): Promise<unknown> {
  if (!initialised) {
    void i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: ['common'],
      resources: { ty: { common: ty } },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    addNamespace('common', { ty, en: () => import('./locales/en.json').then((loaded) => loaded.default) });
    // i18next settles the language it resolves to when it changes language; started before the
    // texts arrived, it would have settled on the fallback (TY).
    initialised = loadLanguage(language).then(() => i18n.changeLanguage(language));
  }
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  // A visitor whose language was chosen before the server read it from a cookie gets the cookie now.
  shareLanguage(language);
  return initialised;
}

/**
 * Adds a namespace in both languages: each as its texts, or as a function that fetches them when
 * the page first needs that language (await `loadLanguage(currentLanguage())` before rendering
 * with it). Safe to call more than once.
 */
export function addNamespace(ns: string, resources: Record<Language, BundleSource>): void {
  for (const language of LANGUAGES) {
    if (i18n.hasResourceBundle(language, ns)) continue;
    const source = resources[language];
    if (typeof source === 'function') loaders.set(loaderKey(language, ns), source);
    else i18n.addResourceBundle(language, ns, source, true, true);
  }
}

let languageChoices = 0;

/** Switches and remembers the language; the page changes once that language's texts are loaded. */
export async function setLanguage(language: Language): Promise<void> {
  const choice = ++languageChoices;
  await loadLanguage(language);
  // A later choice was made while these texts were on their way: that one wins, whichever loads last.
  if (choice !== languageChoices) return;
  rememberLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

/** The current language, TY when i18n has not started. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
