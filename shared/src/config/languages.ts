// The site's languages, in a file of its own: the host's entry reads the visitor's before anything else loads.
import { STORAGE_KEYS } from './storage-keys';

export const LANGUAGES = ['ty', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ty';
/** The language code the API expects. */
export const API_LANGUAGE: Record<Language, 'TY' | 'EN'> = { ty: 'TY', en: 'EN' };

/** BCP 47 tags for the <html lang> attribute: TY is the product's code for Tagalog. */
export const HTML_LANG: Record<Language, string> = { ty: 'tl', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that tells the server which language to send the page's first screen in. It says only
 * the language, so a shared cache may keep a page per value.
 */
export const LANGUAGE_COOKIE = 'm_lang';

/** Tells the server the page's language from now on, when its cookie says another or none. */
export function shareLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const current = document.cookie.split('; ').find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
  if (current === `${LANGUAGE_COOKIE}=${language}`) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Remembers the visitor's language on this device, for the pages (storage) and the server (cookie). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage can be unavailable (private mode); the cookie still tells the server.
  }
  shareLanguage(language);
}

/** The visitor's language: `?lang=` (kept as their choice), then the one chosen last, then the default. */
export function chosenLanguage(): Language {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get('lang')?.toLowerCase();
    if (isLanguage(fromUrl)) {
      rememberLanguage(fromUrl);
      return fromUrl;
    }
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); the default language still works.
  }
  return DEFAULT_LANGUAGE;
}
