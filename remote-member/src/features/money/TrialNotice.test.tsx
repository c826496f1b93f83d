import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths } from '@platform/shared';
import { loginValueFactory, renderPage, setupMockServer } from '@platform/shared/testing';
import { ResponsibleGamingPage } from '../../pages/responsible-gaming/ResponsibleGamingPage';
import { SecurityCentrePage } from '../../pages/security/SecurityCentrePage';
import { WithdrawPage } from '../../pages/withdraw/WithdrawPage';

setupMockServer();

const asTrial = () => login(loginValueFactory({ userName: 'trial000001', customerType: 4 }), 'M001');

describe('what a trial account is told', () => {
  it('on a money page: it cannot deposit or withdraw', async () => {
    asTrial();
    await renderPage(<WithdrawPage />, { path: paths.withdraw });
    expect(screen.getByRole('heading', { name: 'Use a real account' })).toBeInTheDocument();
  });

  it('on the security centre and responsible gaming: what those pages are for, not money', async () => {
    asTrial();
    const security = await renderPage(<SecurityCentrePage />, { path: paths.securityCenter });
    expect(screen.getByRole('heading', { name: 'Security is for real accounts' })).toBeInTheDocument();
    expect(screen.queryByText(/cannot deposit or withdraw/)).not.toBeInTheDocument();
    security.unmount();

    await renderPage(<ResponsibleGamingPage />, { path: paths.responsibleGaming, language: 'ty' });
    expect(screen.getByRole('heading', { name: 'Para sa totoong account ang mga limit' })).toBeInTheDocument();
    expect(screen.queryByText(/mag-deposit o mag-withdraw/)).not.toBeInTheDocument();
  });
});
