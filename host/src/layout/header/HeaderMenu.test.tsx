import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addNamespace, login } from '@platform/shared';
import { loginValueFactory, renderPage } from '@platform/shared/testing';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { HeaderMenu } from './HeaderMenu';

addNamespace('host', { en, ty });

const balance = { visible: true, hidden: false, toggle: vi.fn(), refresh: vi.fn(() => Promise.resolve()) };

async function openMenu() {
  const { user } = await renderPage(<HeaderMenu balance={balance} />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getByRole('list', { name: 'Menu' }));
}

describe('the header menu', () => {
  it('offers a guest only what a guest can do', async () => {
    const menu = await openMenu();
    expect(menu.getAllByRole('button').map((item) => item.textContent)).toEqual(['Deposit']);
  });

  it('offers a member withdraw, refresh balance, hide balance and sign out too', async () => {
    login(loginValueFactory({ userName: 'member01' }), 'M001');
    const menu = await openMenu();
    expect(menu.getAllByRole('button').map((item) => item.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Refresh balance',
      'Hide balance',
      'Sign out',
    ]);
    menu.getByRole('button', { name: 'Refresh balance' }).click();
    expect(balance.refresh).toHaveBeenCalledOnce();
  });
});
