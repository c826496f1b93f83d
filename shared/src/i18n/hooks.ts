import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from './translation';
import { TIMING, type Language } from '../config/constants';
import { currentLanguage } from './instance';

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/**
 * Calls `onChange` after the language changes (not on mount), debounced by 200 ms as the spec says:
 * used to re-validate field messages and reload language-dependent data.
 */
export function useLanguageChange(onChange: (language: Language) => void): void {
  const language = useLanguage();
  const first = useRef(language);
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (first.current === language) return undefined;
    first.current = language;
    const timer = setTimeout(() => changed(language), TIMING.languageDebounce);
    return () => clearTimeout(timer);
  }, [language]);
}
