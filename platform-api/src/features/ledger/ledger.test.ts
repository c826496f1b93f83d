import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, type WalletSummary } from '@platform/shared/contract';
import Database from 'better-sqlite3';
import { buildApp } from '../../app';
import { loadMigrations, migrate } from '../../db/migrate';
import { signIn } from '../../testing/browser-crypto';
import { bearer, call, closeTestApp, createTestApp, valueOf, type TestApp } from '../../testing/test-app';
import { addLedgerEntry, balanceCents, toCents, type LedgerKind } from './ledger';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const MEMBER01 = 1001;

async function wallet(account = 'member01', password = 'member123'): Promise<WalletSummary> {
  const { token } = await signIn(t.app, account, password);
  return valueOf<WalletSummary>(await call(t.app, { method: 'GET', url: PATHS.wallet, headers: bearer(token) }));
}

const ledgerSum = (memberId: number) =>
  t.db
    .prepare<[number], { total: number }>('SELECT SUM(amount_cents) AS total FROM ledger WHERE member_id = ?')
    .get(memberId)?.total;

describe('ledger', () => {
  it('is where the wallet reads the balance from', async () => {
    expect(await wallet()).toEqual({ sumBalance: 1520.75, currencySymbol: '₱' });
    expect(ledgerSum(MEMBER01)).toBe(152_075);
    addLedgerEntry(t.db, { memberId: MEMBER01, amountCents: 50_000, kind: 'deposit', reference: 'DEP-1', at: 1 });
    addLedgerEntry(t.db, { memberId: MEMBER01, amountCents: -2_075, kind: 'withdraw_hold', reference: 'WD-1', at: 2 });
    expect(await wallet()).toEqual({ sumBalance: 2000, currencySymbol: '₱' });
    expect(balanceCents(t.db, MEMBER01)).toBe(ledgerSum(MEMBER01));
  });

  it('starts a new trial account with its demo credit as one entry', async () => {
    const { userName } = valueOf<{ userName: string }>(await call(t.app, { method: 'POST', url: PATHS.trialAccount }));
    const entries = t.db
      .prepare<[string], { kind: string; amount: number }>(
        `SELECT kind, amount_cents AS amount FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.account = ?`,
      )
      .all(userName);
    expect(entries).toEqual([{ kind: 'reward', amount: 200_000 }]);
  });

  it.each<[LedgerKind, number]>([
    ['deposit', -100],
    ['bet', 100],
    ['settlement', -100],
    ['settlement', 0],
    ['withdraw_hold', 100],
    ['withdraw_release', -100],
    ['withdraw_payout', 100],
    ['rebate', -1],
    ['reward', -1],
    ['transfer', 0],
    ['adjustment', 0],
  ])('refuses %s entries of %i centavos', (kind, amountCents) => {
    const before = ledgerSum(MEMBER01);
    expect(() => addLedgerEntry(t.db, { memberId: MEMBER01, amountCents, kind, reference: 'x', at: 1 })).toThrow(
      /CHECK constraint failed/,
    );
    expect(ledgerSum(MEMBER01)).toBe(before);
  });

  it('takes transfers and adjustments of either sign, and payouts of nothing', () => {
    for (const [kind, amountCents] of [
      ['transfer', -500],
      ['transfer', 500],
      ['adjustment', -1],
      ['withdraw_payout', 0],
    ] as const) {
      addLedgerEntry(t.db, { memberId: MEMBER01, amountCents, kind, reference: 'x', at: 1 });
    }
    expect(balanceCents(t.db, MEMBER01)).toBe(152_074);
  });

  it('refuses amounts that are not whole centavos', () => {
    expect(() =>
      addLedgerEntry(t.db, { memberId: MEMBER01, amountCents: 10.5, kind: 'deposit', reference: 'x', at: 1 }),
    ).toThrow(/whole centavos/);
  });

  it('turns wire pesos into centavos only when they have at most two decimals', () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1520.75)).toBe(152_075);
    expect(toCents(0.005)).toBeNull();
    expect(toCents(1.234)).toBeNull();
  });

  it('takes over the balances a database kept in its wallets before the ledger existed, and fills the new catalogue', async () => {
    const old = new Database(':memory:');
    const migrations = loadMigrations();
    migrate(
      old,
      migrations.filter((m) => m.version < 3),
    );
    old.exec(`INSERT INTO merchants (code, name) VALUES ('M001', 'Lucky Bay');
      INSERT INTO members (id, merchant_code, account, password_hash, type, reg_date) VALUES
        (1, 'M001', 'rich', 'x', 0, '2025-01-01'), (2, 'M001', 'broke', 'x', 0, '2025-01-01');
      INSERT INTO wallets (member_id, balance_cents, currency_symbol) VALUES (1, 123456, '₱'), (2, 0, '₱');`);
    migrate(old, migrations);
    const entries = old
      .prepare<[], { memberId: number; amount: number; kind: string; reference: string }>(
        'SELECT member_id AS memberId, amount_cents AS amount, kind, reference FROM ledger',
      )
      .all();
    expect(entries).toEqual([{ memberId: 1, amount: 123_456, kind: 'adjustment', reference: 'opening' }]);
    const columns = old
      .prepare<[], { name: string }>('PRAGMA table_info(wallets)')
      .all()
      .map((c) => c.name);
    expect(columns).not.toContain('balance_cents');
    // The catalogue's tables were rebuilt empty; starting the API fills them in.
    await buildApp({ db: old, mode: 'normal' }).close();
    expect(old.prepare<[], { count: number }>('SELECT COUNT(*) AS count FROM games').get()?.count).toBeGreaterThan(
      2000,
    );
    old.close();
  });
});
