import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login, paths, type Language } from '@platform/shared';
import { MONEY_PATHS, type CreateDepositBody } from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok, renderPage, setupMockServer } from '@platform/shared/testing';
import { depositChannelFactory, depositOrderFactory, rulesOffHandler, signInMember } from '../../testing/member-kit';
import { DepositPage } from './DepositPage';

const server = setupMockServer();

/** GCash (₱100 to ₱50,000) and Maya (₱500 to ₱20,000); a POST opens the order for what was sent. */
function serve() {
  const sent: CreateDepositBody[] = [];
  server.use(
    rulesOffHandler(),
    http.get(apiUrl(MONEY_PATHS.depositChannels), () =>
      ok([
        depositChannelFactory(),
        depositChannelFactory({ code: 'MAYA', min: 500, max: 20_000, presets: [500, 2000] }),
      ]),
    ),
    http.post(apiUrl(MONEY_PATHS.deposits), async ({ request }) => {
      const body = (await request.json()) as CreateDepositBody;
      sent.push(body);
      return ok(depositOrderFactory({ channel: body.channel, amount: body.amount }));
    }),
    http.get(apiUrl(MONEY_PATHS.deposit(':orderNo')), () => ok(depositOrderFactory())),
  );
  return sent;
}

/** What the form and its amount field are called in each language. */
const FORM_TEXTS = {
  en: { form: 'Deposit', amount: 'Amount (₱)' },
  ty: { form: 'I-deposit', amount: 'Halaga (₱)' },
} as const;

async function openForm(language: Language = 'en') {
  signInMember();
  const page = await renderPage(<DepositPage />, { path: paths.deposit, language });
  const texts = FORM_TEXTS[language];
  const form = await screen.findByRole('form', { name: texts.form });
  return { ...page, form, amount: within(form).getByLabelText(texts.amount) };
}

/** The server refuses every deposit: the member's daily limit of ₱5,000.00 leaves ₱1,200.00 for today. */
function refuseOverDailyLimit(sent: CreateDepositBody[]) {
  server.use(
    http.post(apiUrl(MONEY_PATHS.deposits), async ({ request }) => {
      sent.push((await request.json()) as CreateDepositBody);
      return fail(400, {
        errorCode: 'payment.limit_day',
        message: 'The deposit would exceed the day deposit limit.',
        data: { field: 'amount', values: { limit: '₱5,000.00', remaining: '₱1,200.00' } },
      });
    }),
  );
}

describe('DepositPage', () => {
  it('shows the chosen channel’s limits and quick amounts as the server sent them', async () => {
    serve();
    const { user, form } = await openForm();

    expect(within(form).getByText('Min ₱100.00 · Max ₱50,000.00')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Maya' }));

    expect(within(form).getByText('Min ₱500.00 · Max ₱20,000.00')).toBeInTheDocument();
    const presets = within(form).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['₱500.00', '₱2,000.00']);
  });

  it.each([
    ['1e3', 'Enter the amount in digits only, like 100 or 100.50, with at most two decimals.'],
    ['100.005', 'Enter the amount in digits only, like 100 or 100.50, with at most two decimals.'],
    ['99.99', 'Enter an amount between the minimum and the maximum.'],
    ['50000.01', 'Enter an amount between the minimum and the maximum.'],
    ['', 'Enter an amount.'],
  ])('refuses %j before sending anything, and keeps what was typed', async (typed, message) => {
    const sent = serve();
    const { user, form, amount } = await openForm();

    await user.click(amount);
    if (typed) await user.paste(typed);
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  it('sends the exact amount typed, and shows the order to pay as the server opened it', async () => {
    const sent = serve();
    const { user, form, amount } = await openForm();

    await user.click(amount);
    await user.paste('1500.50');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));

    expect(await screen.findByRole('heading', { name: 'Deposit order' })).toBeInTheDocument();
    expect(screen.getByText('Amount to pay').nextElementSibling).toHaveTextContent(/^₱1,500\.50$/);
    expect(screen.getByText('REF7Q2K')).toBeInTheDocument();
    expect(sent).toEqual([{ channel: 'GCASH', amount: 1500.5, idempotencyKey: expect.any(String) }]);
  });

  it('takes a quick amount as typed', async () => {
    const sent = serve();
    const { user, form, amount } = await openForm();

    await user.click(within(form).getByRole('button', { name: '₱500.00' }));
    expect(amount).toHaveValue('500');
    expect(within(form).getByRole('button', { name: '₱500.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));

    await screen.findByRole('heading', { name: 'Deposit order' });
    expect(sent.map((body) => body.amount)).toEqual([500]);
  });

  it('shows the deposit limit the server holds it to under the amount, keeps it, and retries with the same key', async () => {
    const sent = serve();
    refuseOverDailyLimit(sent);
    const { user, form, amount } = await openForm();

    await user.click(amount);
    await user.paste('2000');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));

    expect(
      await within(form).findByText(
        'This deposit would go over your daily deposit limit of ₱5,000.00. You can still deposit ₱1,200.00 today.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('2000');
    expect(amount).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('says in Tagalog that the daily deposit limit stops the deposit, with the limit, and keeps the amount', async () => {
    const sent = serve();
    refuseOverDailyLimit(sent);
    const { user, form, amount } = await openForm('ty');

    await user.click(amount);
    await user.paste('2000');
    await user.click(within(form).getByRole('button', { name: 'Mag-deposit na' }));

    expect(
      await within(form).findByText(
        'Lalampas ang deposit na ito sa iyong arawang limit sa deposit na ₱5,000.00. ' +
          '₱1,200.00 pa ang puwede mong i-deposit ngayong araw.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('2000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('₱5,000.00'));
    expect(sent.map((body) => body.amount)).toEqual([2000]);
  });

  it('shows a refusal that is not the amount’s as a translated toast, keeping the form', async () => {
    serve();
    server.use(
      http.post(apiUrl(MONEY_PATHS.deposits), () => fail(503, { errorCode: 'system.maintenance', message: 'down' })),
    );
    const { user, form, amount } = await openForm();

    await user.click(amount);
    await user.paste('300');
    await user.click(within(form).getByRole('button', { name: 'Deposit now' }));

    expect(await screen.findByText('The platform is under maintenance')).toBeInTheDocument();
    expect(amount).toHaveValue('300');
  });

  it('tells a trial account to use a real one, without asking for channels', async () => {
    login(loginValueFactory({ userName: 'trial000001', customerType: 4 }), 'M001');
    await renderPage(<DepositPage />, { path: paths.deposit });

    expect(screen.getByRole('heading', { name: 'Use a real account' })).toBeInTheDocument();
  });
});
