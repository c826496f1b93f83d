import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace, i18n, loadLanguage, setLanguage } from './instance';
import { STORAGE_KEYS } from '../config/constants';
import en from './locales/en.json';

afterEach(async () => {
  await setLanguage('en');
});

describe('texts of a language fetched on first need', () => {
  it('switches only once the new language is loaded, fetching it once', async () => {
    await setLanguage('ty');
    let release: () => void = () => undefined;
    const fetched = new Promise<void>((done) => (release = done));
    const load = vi.fn(() => fetched.then(() => ({ greeting: 'Hello' })));
    addNamespace('lazy-test', { ty: { greeting: 'Kumusta' }, en: load });
    expect(i18n.t('greeting', { ns: 'lazy-test' })).toBe('Kumusta');

    const switching = setLanguage('en');
    const again = loadLanguage('en');
    await Promise.resolve();
    // Not switched while the EN texts are on their way: no key shows in place of a text.
    expect(i18n.language).toBe('ty');
    release();
    await Promise.all([switching, again]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting', { ns: 'lazy-test' })).toBe('Hello');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the language chosen last when an earlier choice is still loading', async () => {
    await setLanguage('ty');
    let release: () => void = () => undefined;
    const fetched = new Promise<void>((done) => (release = done));
    addNamespace('lazy-last', { ty: { greeting: 'Kumusta' }, en: () => fetched.then(() => ({ greeting: 'Hello' })) });

    const first = setLanguage('en');
    await setLanguage('ty');
    release();
    await first;
    expect(i18n.language).toBe('ty');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ty');
  });

  it('tries again after a failed fetch', async () => {
    await setLanguage('ty');
    const load = vi
      .fn<() => Promise<{ greeting: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ greeting: 'Hi' });
    addNamespace('lazy-retry', { ty: { greeting: 'Uy' }, en: load });
    await expect(setLanguage('en')).rejects.toThrow('offline');
    expect(i18n.language).toBe('ty');
    await setLanguage('en');
    expect(i18n.t('greeting', { ns: 'lazy-retry' })).toBe('Hi');
  });
});

describe('starting in a language other than the default', () => {
  it('resolves to that language once its texts are loaded', async () => {
    vi.resetModules();
    const fresh = await import('./instance');
    await fresh.initI18n('en');
    expect(fresh.currentLanguage()).toBe('en');
    expect(fresh.i18n.t('something_went_wrong')).toBe(en.something_went_wrong);
  });
});
