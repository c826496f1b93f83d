import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginDialogState } from '@platform/shared';
import { PATHS, PROMO_PATHS, type ActivitySummary } from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer, walletFactory } from '@platform/shared/testing';
import { activityFactory, signInMember } from '../../testing/member-kit';
import { ActivityPage } from './ActivityPage';

const server = setupMockServer();

function serveActivities(list: ActivitySummary[]) {
  const categories: Array<string | null> = [];
  server.use(
    http.get(apiUrl(PROMO_PATHS.activities), ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      categories.push(category);
      return ok(category ? list.filter((activity) => activity.category === category) : list);
    }),
  );
  return categories;
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('ActivityPage', () => {
  it('lists promotions by category, each with its status and action', async () => {
    const categories = serveActivities([
      activityFactory({ id: 1, title: 'First deposit', status: 'join' }),
      activityFactory({ id: 2, title: 'Cashback', category: 'casino', kind: 'claim', status: 'claim' }),
      activityFactory({ id: 3, title: 'Finals', category: 'sports', status: 'close' }),
      activityFactory({ id: 4, title: 'Birthday', category: 'vip', status: 'issued' }),
    ]);
    const { user } = await renderPage(<ActivityPage />, { path: '/m/activity' });
    expect(await screen.findByRole('article', { name: 'First deposit' })).toBeInTheDocument();
    expect(within(cardOf('First deposit')).getByText('Status: Open')).toBeInTheDocument();
    expect(within(cardOf('First deposit')).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      '/m/activityInfo?id=1&apply=1',
    );
    expect(within(cardOf('Cashback')).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(cardOf('Finals')).getByText('Status: Closed')).toBeInTheDocument();
    expect(within(cardOf('Finals')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf('Birthday')).getByRole('link', { name: 'Claim in reward centre' })).toHaveAttribute(
      'href',
      '/m/rewardCenter',
    );

    const tabs = screen.getByRole('navigation', { name: 'Promotion categories' });
    await user.click(within(tabs).getByRole('link', { name: 'Sports' }));
    expect(await screen.findByText('Status: Closed')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'First deposit' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    expect(categories).toEqual([null, 'sports']);
  });

  it('asks a visitor to log in before claiming', async () => {
    serveActivities([activityFactory({ id: 2, title: 'Cashback', kind: 'claim', status: 'claim' })]);
    const { user } = await renderPage(<ActivityPage />, { path: '/m/activity' });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(loginDialogState.open).toBe(true);
  });

  it('claims a bonus in one tap, and the card shows it claimed', async () => {
    signInMember();
    let status: ActivitySummary['status'] = 'claim';
    serveActivities([]);
    server.use(
      http.get(apiUrl(PROMO_PATHS.activities), () =>
        ok([activityFactory({ id: 2, title: 'Cashback', kind: 'claim', status, bonus: 88 })]),
      ),
      http.post(apiUrl(PROMO_PATHS.activityAction(':id')), () => {
        status = 'claimed';
        return ok(activityFactory({ id: 2, title: 'Cashback', kind: 'claim', status, bonus: 88 }));
      }),
      http.get(apiUrl(PATHS.wallet), () => ok(walletFactory())),
    );
    const { user } = await renderPage(<ActivityPage />, { path: '/m/activity' });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('₱88.00 added to your wallet')).toBeInTheDocument();
    expect(await screen.findByText('Status: Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('shows the rule that blocks a member, in their language, instead of an action that would fail', async () => {
    signInMember();
    serveActivities([
      activityFactory({
        id: 2,
        title: 'Cashback',
        kind: 'claim',
        status: 'claim',
        blocked: { code: 'promo.min_turnover', values: { amount: '₱200.00', days: '7', remaining: '₱150.00' } },
      }),
      activityFactory({ id: 1, title: 'First deposit', status: 'join', blocked: { code: 'promo.trial', values: {} } }),
    ]);
    await renderPage(<ActivityPage />, { path: '/m/activity', language: 'ty' });
    const cashback = await screen.findByRole('article', { name: 'Cashback' });
    expect(
      within(cashback).getByText(
        'Kailangang umabot sa ₱200.00 ang taya mo sa huling 7 araw para makasali. Kulang pa ng ₱150.00.',
      ),
    ).toBeInTheDocument();
    expect(within(cashback).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(cardOf('First deposit')).getByText(
        'Hindi puwedeng sumali sa promo ang trial account. Magrehistro bilang miyembro para makasali.',
      ),
    ).toBeInTheDocument();
    expect(within(cardOf('First deposit')).queryByRole('link', { name: /Mag-apply/ })).not.toBeInTheDocument();
  });

  it('shows the rule the server gives when it refuses a claim, with its figures', async () => {
    signInMember();
    serveActivities([activityFactory({ id: 2, title: 'Cashback', kind: 'claim', status: 'claim', bonus: 88 })]);
    server.use(
      http.post(apiUrl(PROMO_PATHS.activityAction(':id')), () =>
        fail(403, {
          errorCode: 'promo.min_deposit',
          message: 'blocked',
          data: { values: { amount: '₱100.00', deposited: '₱0.00' } },
        }),
      ),
    );
    const { user } = await renderPage(<ActivityPage />, { path: '/m/activity' });
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('Deposit at least ₱100.00 in all to take part. You have deposited ₱0.00 so far.'),
    ).toBeInTheDocument();
  });
});
