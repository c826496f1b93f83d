import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { walletQuery, queryClient } from '@platform/shared';
import { PATHS, PROMO_PATHS, type RewardList } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer, walletFactory } from '@platform/shared/testing';
import { rewardFactory, signInMember } from '../../testing/member-kit';
import { RewardCenterPage } from './RewardCenterPage';

const server = setupMockServer();

describe('RewardCenterPage', () => {
  it('asks a visitor to log in', async () => {
    await renderPage(<RewardCenterPage />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('claims a reward into the wallet: the list, the history and the header balance follow', async () => {
    signInMember();
    const rewards: RewardList = {
      available: [rewardFactory({ id: 1, title: 'Login reward', amount: 75.5 })],
      history: [
        rewardFactory({ id: 9, title: 'Welcome reward', amount: 20, claimed: true, claimedAt: '2025-05-01T00:00:00Z' }),
      ],
    };
    let balance = 100;
    const claims: string[] = [];
    server.use(
      http.get(apiUrl(PROMO_PATHS.rewards), () => ok(rewards)),
      http.get(apiUrl(PATHS.wallet), () => ok(walletFactory({ sumBalance: balance }))),
      http.post(apiUrl(PROMO_PATHS.rewardClaim(':id')), ({ params }) => {
        claims.push(String(params.id));
        const [claimed] = rewards.available.splice(0, 1);
        if (!claimed) throw new Error('nothing to claim');
        const done = { ...claimed, claimed: true, claimedAt: '2025-05-09T00:00:00Z' };
        rewards.history.unshift(done);
        balance += claimed.amount;
        return ok({ reward: done, sumBalance: balance });
      }),
    );
    await queryClient.fetchQuery(walletQuery('member01'));
    const { user } = await renderPage(<RewardCenterPage />);
    expect(await screen.findByText('₱75.50 waiting for you')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim ₱75.50: Login reward' }));
    expect(await screen.findByText('₱75.50 added to your wallet')).toBeInTheDocument();
    expect(await screen.findByText('No rewards to claim right now.')).toBeInTheDocument();
    expect(claims).toEqual(['1']);
    await waitFor(() => expect(queryClient.getQueryData(walletQuery('member01').queryKey)?.sumBalance).toBe(175.5));

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('Login reward')).toBeInTheDocument();
    expect(screen.getByText('Welcome reward')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Claim/ })).not.toBeInTheDocument();
  });

  it('shows the rule that stops a claim, in the member’s language, and keeps the reward', async () => {
    signInMember();
    server.use(
      http.get(apiUrl(PROMO_PATHS.rewards), () =>
        ok({ available: [rewardFactory({ id: 3, title: 'Lingguhang cashback', amount: 88 })], history: [] }),
      ),
      http.post(apiUrl(PROMO_PATHS.rewardClaim(':id')), () =>
        fail(403, {
          errorCode: 'promo.min_turnover',
          message: 'blocked',
          data: { values: { amount: '₱200.00', days: '7', remaining: '₱20.00' } },
        }),
      ),
    );
    const { user } = await renderPage(<RewardCenterPage />, { language: 'ty' });
    await user.click(await screen.findByRole('button', { name: /Lingguhang cashback/ }));
    expect(
      await screen.findByText(
        'Kailangang umabot sa ₱200.00 ang taya mo sa huling 7 araw para makasali. Kulang pa ng ₱20.00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lingguhang cashback/ })).toBeInTheDocument();
  });

  it('lists a claim made elsewhere (a promotion) in the history, with its amount and date', async () => {
    signInMember();
    server.use(
      http.get(apiUrl(PROMO_PATHS.rewards), () =>
        ok({
          available: [],
          history: [
            rewardFactory({
              id: 4,
              title: 'Weekly slots cashback',
              amount: 88,
              claimed: true,
              claimedAt: '2025-05-09T02:00:00Z',
            }),
          ],
        }),
      ),
    );
    const { user } = await renderPage(<RewardCenterPage />);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Weekly slots cashback')).toBeInTheDocument();
    expect(screen.getByText('₱88.00')).toBeInTheDocument();
    expect(screen.getByText(/^Claimed/)).toBeInTheDocument();
  });
});
