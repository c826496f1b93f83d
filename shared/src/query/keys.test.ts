import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING, type Language } from '../config/constants';
import { setLanguage } from '../i18n/instance';
import { onDataLanguageChange, scopeNow } from './keys';

async function settle(language: Language) {
  await setLanguage(language);
  vi.advanceTimersByTime(TIMING.languageDebounce);
}

describe('the language data is asked in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows a switch once it has settled, while a page follows it', async () => {
    const stop = onDataLanguageChange(() => undefined);
    await settle('en');
    await setLanguage('ty');
    expect(scopeNow().language).toBe('en');
    vi.advanceTimersByTime(TIMING.languageDebounce);
    expect(scopeNow().language).toBe('ty');
    stop();
  });

  it('is the current one for the next page after every page that followed it has gone', async () => {
    const stop = onDataLanguageChange(() => undefined);
    await settle('ty');
    stop();
    await setLanguage('en');
    expect(scopeNow().language).toBe('en');
  });
});
