import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentToken, paths } from '@platform/shared';
import {
  PATHS,
  RESPONSIBLE_PATHS,
  type DepositLimitBody,
  type ExclusionBody,
  type ResponsibleSettings,
} from '@platform/shared/contract';
import { apiUrl, fail, http, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { responsibleSettingsFactory, rulesOffHandler, signInMember } from '../../testing/member-kit';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const server = setupMockServer();

/** A daily limit of ₱5,000 with ₱1,234.56 used, a weekly raise to ₱20,000 waiting, no monthly limit. */
const SETTINGS = responsibleSettingsFactory({
  day: { amount: 5000, used: 1234.56 },
  week: { amount: 10_000, used: 4321, pending: { amount: 20_000, appliesAt: '2025-05-11T04:00:00.000Z' } },
});

/** A server that keeps a lower limit at once and holds a raise (or no limit) for 24 hours. */
function serve(settings: ResponsibleSettings = SETTINGS) {
  const sent: DepositLimitBody[] = [];
  let current = settings;
  server.use(
    rulesOffHandler(),
    http.get(apiUrl(RESPONSIBLE_PATHS.settings), () => ok(current)),
    http.put(apiUrl(RESPONSIBLE_PATHS.depositLimit), async ({ request }) => {
      const body = (await request.json()) as DepositLimitBody;
      sent.push(body);
      current = {
        ...current,
        limits: current.limits.map((limit) => {
          if (limit.period !== body.period) return limit;
          const lower = body.amount !== null && (limit.amount === null || body.amount <= limit.amount);
          return lower
            ? { ...limit, amount: body.amount, pending: null }
            : { ...limit, pending: { amount: body.amount, appliesAt: '2025-05-11T04:00:00.000Z' } };
        }),
      };
      return ok(current);
    }),
  );
  return sent;
}

async function openPage() {
  signInMember();
  const page = await renderPage(<ResponsibleGamingPage />, { path: paths.responsibleGaming });
  await screen.findByRole('heading', { name: 'Daily limit' });
  const limitForm = (name: string) => within(screen.getByRole('form', { name }));
  return { ...page, limitForm };
}

describe('ResponsibleGamingPage', () => {
  it('shows each limit, what its window used and a raise waiting, exactly as the server sent them', async () => {
    serve();
    const { limitForm } = await openPage();

    expect(limitForm('Daily limit').getByText('Current limit: ₱5,000.00')).toBeInTheDocument();
    expect(limitForm('Daily limit').getByText('Deposited in the last 24 hours: ₱1,234.56')).toBeInTheDocument();
    expect(limitForm('Weekly limit').getByText('Current limit: ₱10,000.00')).toBeInTheDocument();
    expect(limitForm('Weekly limit').getByRole('status')).toHaveTextContent(
      'Change waiting: ₱20,000.00 from May 11, 2025, 12:00 PM',
    );
    expect(limitForm('Monthly limit').getByText('Current limit: no limit')).toBeInTheDocument();
  });

  it.each([
    ['0', 'Enter an amount from 0.01 to 10000000.'],
    ['12.345', 'Enter the amount in digits only, like 100 or 100.50, with at most two decimals.'],
    ['1,000', 'Enter the amount in digits only, like 100 or 100.50, with at most two decimals.'],
  ])('refuses %j before sending anything, and keeps what was typed', async (typed, message) => {
    const sent = serve();
    const { user, limitForm } = await openPage();
    const field = limitForm('Daily limit').getByLabelText('New limit');

    await user.click(field);
    await user.paste(typed);
    await user.click(limitForm('Daily limit').getByRole('button', { name: 'Save limit' }));

    expect(await limitForm('Daily limit').findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  it('applies a lower limit at once', async () => {
    const sent = serve();
    const { user, limitForm } = await openPage();

    await user.click(limitForm('Daily limit').getByLabelText('New limit'));
    await user.paste('3000.50');
    await user.click(limitForm('Daily limit').getByRole('button', { name: 'Save limit' }));

    expect(await screen.findByText('Your limit applies now.')).toBeInTheDocument();
    expect(limitForm('Daily limit').getByText('Current limit: ₱3,000.50')).toBeInTheDocument();
    expect(limitForm('Daily limit').getByLabelText('New limit')).toHaveValue('');
    expect(sent).toEqual([{ period: 'day', amount: 3000.5 }]);
  });

  it('says a removed limit waits 24 hours, as the server holds it', async () => {
    const sent = serve();
    const { user, limitForm } = await openPage();

    await user.click(limitForm('Daily limit').getByRole('button', { name: 'Save limit' }));

    expect(await screen.findByText('Your change will apply in 24 hours.')).toBeInTheDocument();
    expect(limitForm('Daily limit').getByText('Current limit: ₱5,000.00')).toBeInTheDocument();
    expect(limitForm('Daily limit').getByRole('status')).toHaveTextContent('Change waiting: no limit from');
    expect(sent).toEqual([{ period: 'day', amount: null }]);
  });

  it('shows the server’s refusal of an amount under the field, translated, keeping what was typed', async () => {
    serve();
    server.use(
      http.put(apiUrl(RESPONSIBLE_PATHS.depositLimit), () =>
        fail(400, { errorCode: 'validation.amount', message: 'bad amount', data: { field: 'amount' } }),
      ),
    );
    const { user, limitForm } = await openPage();
    const field = limitForm('Weekly limit').getByLabelText('New limit');

    await user.click(field);
    await user.paste('9000');
    await user.click(limitForm('Weekly limit').getByRole('button', { name: 'Save limit' }));

    expect(
      await limitForm('Weekly limit').findByText(
        'Enter the amount in digits only, like 100 or 100.50, with at most two decimals.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('9000');
    expect(limitForm('Weekly limit').getByText('Current limit: ₱10,000.00')).toBeInTheDocument();
  });

  it('asks for a break’s length before anything else', async () => {
    serve();
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Start my break' }));

    expect(await screen.findByText('Choose how long your break lasts.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts nothing when the second question is declined', async () => {
    serve();
    const sent: ExclusionBody[] = [];
    server.use(
      http.post(apiUrl(RESPONSIBLE_PATHS.exclusion), async ({ request }) => {
        sent.push((await request.json()) as ExclusionBody);
        return ok({ kind: 'timeout', until: '2025-05-17T04:00:00.000Z' });
      }),
    );
    const { user } = await openPage();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByText('Take a time-out of 7 days?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(
      await screen.findByText('Are you sure? For 7 days you cannot log in, and this cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('starts a self-exclusion after both questions, signs the member out and says when it ends', async () => {
    serve();
    const sent: ExclusionBody[] = [];
    server.use(
      http.post(apiUrl(RESPONSIBLE_PATHS.exclusion), async ({ request }) => {
        sent.push((await request.json()) as ExclusionBody);
        return ok({ kind: 'self_exclusion', until: '2026-05-10T04:00:00.000Z' });
      }),
      http.delete(apiUrl(PATHS.logout), () => ok({})),
    );
    const { user, router } = await openPage();

    await user.click(screen.getByRole('radio', { name: '1 year' }));
    await user.click(screen.getByRole('button', { name: 'Start my break' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    await user.click(await screen.findByRole('button', { name: 'Start the break' }));

    expect(
      await screen.findByText('Your break has started. You can log in again on May 10, 2026, 12:00 PM.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(currentToken()).toBeNull();
    expect(sent).toEqual([{ kind: 'self_exclusion', period: '1y' }]);
  });
});
