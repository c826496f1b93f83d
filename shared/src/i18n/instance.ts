import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../config/constants';
import en from './locales/en.json';
import ty from './locales/ty.json';

/** BCP 47 tags for the <html lang> attribute: TY is the product's code for Tagalog. */
const HTML_LANG: Record<Language, string> = { ty: 'tl', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The one i18next instance of the page. */
export const i18n: I18n = i18next.createInstance();

function storedLanguage(): Language {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
    if (isLanguage(fromUrl)) {
      localStorage.setItem(STORAGE_KEYS.language, fromUrl);
      return fromUrl;
    }
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); the default language still works.
  }
  return DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | null = null;

/** Starts i18n once, in the language from `?lang=`, storage, or the default (TY). */
export function initI18n(language: Language = storedLanguage()): Promise<unknown> {
  initialised ??= i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: { ty: { common: ty }, en: { common: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
  return initialised;
}

/** Adds an area's namespace in both languages. Safe to call more than once. */
export function addNamespace(ns: string, resources: Record<Language, Resource[string]>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, resources[language], true, true);
  }
}

/** Switches and remembers the language. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Not remembered, but switched all the same.
  }
  document.documentElement.lang = HTML_LANG[language];
  await i18n.changeLanguage(language);
}

/** The current language, TY when i18n has not started. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
