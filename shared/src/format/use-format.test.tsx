import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/instance';
import { useFormat } from './use-format';

const AFTER_MANILA_MIDNIGHT = '2026-01-01T16:30:00.000Z';

describe('useFormat', () => {
  afterEach(() => setLanguage('en'));

  it('follows the page language and reads times in Manila unless given a zone', async () => {
    await setLanguage('en');
    const { result, rerender } = renderHook(({ zone }: { zone?: string }) => useFormat(zone), {
      initialProps: {},
    });
    expect(result.current.formatDateTime(AFTER_MANILA_MIDNIGHT)).toBe('Jan 2, 2026, 12:30 AM');
    expect(result.current.formatPesos(-1234.5)).toBe('\u2212₱1,234.50');

    await act(() => setLanguage('ty'));
    expect(result.current.language).toBe('ty');
    expect(result.current.formatDate(AFTER_MANILA_MIDNIGHT)).toBe('Ene 2, 2026');

    rerender({ zone: 'UTC' });
    expect(result.current.formatDate(AFTER_MANILA_MIDNIGHT)).toBe('Ene 1, 2026');
  });
});
