import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespace } from '@platform/shared';
import { renderPage } from '@platform/shared/testing';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';
import { NetworkNotice } from './NetworkNotice';

addNamespace('host', { en, ty });

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('NetworkNotice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in the page language while offline and goes away when the network is back', async () => {
    await renderPage(<NetworkNotice />, { language: 'ty' });
    expect(screen.queryByRole('alert')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('alert')).toHaveTextContent(ty.network.offline);
    goOffline(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
