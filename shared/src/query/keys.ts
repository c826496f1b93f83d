import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { TIMING, type Language } from '../config/constants';
import { siteConfig } from '../config/runtime';
import { currentLanguage, i18n } from '../i18n/instance';
import { sessionState } from '../session/store';
import { SESSION_KEY } from './client';

/** What an answer that depends on the merchant and the language is keyed by. */
export interface Scope {
  merchant: string;
  language: Language;
}

// Data follows the language 200 ms after a switch (the spec's reload debounce), not on every click.
let dataLanguage: Language | null = null;
let languageTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function settledLanguage(): Language {
  return dataLanguage ?? currentLanguage();
}

function subscribeLanguage(listener: () => void): () => void {
  if (listeners.size === 0) i18n.on('languageChanged', onLanguageChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // No one follows the language any more, so no one hears a switch from now on: the next page to
    // ask starts from the language as it is then, not from the one settled before.
    i18n.off('languageChanged', onLanguageChanged);
    clearTimeout(languageTimer);
    dataLanguage = null;
  };
}

function onLanguageChanged(): void {
  clearTimeout(languageTimer);
  languageTimer = setTimeout(() => {
    dataLanguage = currentLanguage();
    for (const listener of listeners) listener();
  }, TIMING.languageDebounce);
}

/** Subscribes to the settled language (200 ms after a switch); returns the unsubscribe. */
export function onDataLanguageChange(listener: () => void): () => void {
  return subscribeLanguage(listener);
}

/** The scope of data requested now, outside React. */
export function scopeNow(): Scope {
  return { merchant: siteConfig.merchantCode, language: settledLanguage() };
}

/** The scope for query keys: re-renders when the merchant changes or the language settles. */
export function useScope(): Scope {
  const merchant = useSnapshot(siteConfig).merchantCode;
  const language = useSyncExternalStore(subscribeLanguage, settledLanguage, settledLanguage);
  return { merchant, language };
}

/** A key for data of the signed-in member (`user` from the session info), under SESSION_KEY. */
export function sessionKey(user: string, ...parts: readonly unknown[]) {
  return [SESSION_KEY, siteConfig.merchantCode, user, ...parts] as const;
}

/** The signed-in user's name, or null: what session keys are built from. */
export function useSessionUser(): string | null {
  return useSnapshot(sessionState).info?.userName ?? null;
}
