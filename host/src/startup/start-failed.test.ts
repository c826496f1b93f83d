import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@platform/shared/config/storage-keys';
import { showStartFailed } from './start-failed';

function mount() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

describe('the notice when the site cannot start', () => {
  afterEach(() => {
    document.body.replaceChildren();
    localStorage.clear();
    window.history.replaceState(null, '', '/m/home');
    vi.restoreAllMocks();
  });

  it('speaks Tagalog by default and tries the page again on request', async () => {
    mount();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, search: '' });
    showStartFailed();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Hindi mabuksan ang site' })).toBeVisible();
    expect(document.documentElement.lang).toBe('tl');
    await userEvent.click(within(alert).getByRole('button', { name: 'Subukan muli' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks the language the visitor chose, or the one in the address', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    const root = mount();
    showStartFailed(root);
    expect(within(root).getByRole('heading', { name: 'The site could not start' })).toBeVisible();
    expect(within(root).getByRole('button', { name: 'Try again' })).toBeVisible();

    window.history.replaceState(null, '', '/m/home?lang=ty');
    showStartFailed(root);
    expect(within(root).getAllByRole('alert')).toHaveLength(1);
    expect(within(root).getByRole('button', { name: 'Subukan muli' })).toBeVisible();
  });
});
