import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addNamespace, login } from '@platform/shared';
import { loginValueFactory, renderPage } from '@platform/shared/testing';
import en from '../../i18n/en.json';
import ty from '../../i18n/ty.json';
import { BottomNav } from './BottomNav';

addNamespace('host', { en, ty });

describe('BottomNav member item', () => {
  it('sends a guest to login', async () => {
    const { user, router } = await renderPage(<BottomNav />, { path: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('turns a trial account away with the free_reject message and stays', async () => {
    login(loginValueFactory({ customerType: 4 }), 'M001');
    const { user, router } = await renderPage(<BottomNav />, { path: '/m/home', language: 'ty' });
    await user.click(screen.getByRole('button', { name: 'Account ko' }));
    expect(
      screen.getByText('Mag-log in gamit ang totoong account para magamit ang function na ito'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('takes a member to the member centre', async () => {
    login(loginValueFactory({ customerType: 0 }), 'M001');
    const { user, router } = await renderPage(<BottomNav />, { path: '/m/home' });
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(router.state.location.pathname).toBe('/m/member/home');
  });
});
