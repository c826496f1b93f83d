import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMO_PATHS, type VipBenefits } from '@platform/shared/contract';
import { apiUrl, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { signInMember } from '../../testing/member-kit';
import { VipBenefitsPage } from './VipBenefitsPage';

const server = setupMockServer();

const VIP: VipBenefits = {
  level: 2,
  turnover: 125_000,
  levels: [
    {
      level: 1,
      name: 'Bronze',
      turnover: 0,
      upgradeBonus: 88,
      monthlyBonus: 0,
      rebatePercent: 0.4,
      dailyWithdrawals: 3,
    },
    {
      level: 2,
      name: 'Silver',
      turnover: 50_000,
      upgradeBonus: 188,
      monthlyBonus: 88,
      rebatePercent: 0.6,
      dailyWithdrawals: 5,
    },
    {
      level: 3,
      name: 'Gold',
      turnover: 200_000,
      upgradeBonus: 588,
      monthlyBonus: 288,
      rebatePercent: 0.8,
      dailyWithdrawals: 10,
    },
  ],
};

describe('VipBenefitsPage', () => {
  it('shows the member’s level and progress, and what every level gives', async () => {
    signInMember();
    server.use(http.get(apiUrl(PROMO_PATHS.vipBenefits), () => ok(VIP)));
    await renderPage(<VipBenefitsPage />);
    expect(await screen.findByText('VIP 2 · Silver', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Your turnover: ₱125,000.00')).toBeInTheDocument();
    expect(screen.getByText('₱75,000.00 more turnover to reach Gold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('value', '50');

    const levels = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(levels.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'VIP 1 · Bronze',
      'VIP 2 · Silver',
      'VIP 3 · Gold',
    ]);
    const silver = levels[1];
    if (!silver) throw new Error('no Silver level');
    expect(silver).toHaveAttribute('aria-current', 'true');
    expect(within(silver).getByText('Upgrade bonus ₱188.00')).toBeInTheDocument();
    expect(within(silver).getByText('Monthly bonus ₱88.00')).toBeInTheDocument();
    expect(within(silver).getByText('Rebate 0.60%')).toBeInTheDocument();
    expect(within(silver).getByText('5 withdrawals a day')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderPage(<VipBenefitsPage />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
