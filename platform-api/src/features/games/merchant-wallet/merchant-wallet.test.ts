import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, GAME_TEST_PATHS, type MerchantWalletValue, type WalletSummary } from '@platform/shared/contract';
import { closeTestApp, createTestApp, type TestApp } from '../../../testing/test-app';
import { lobby, lobbyValue, tokenOf } from '../testing/lobby-calls';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

describe('merchant wallet', () => {
  it("gives the member's one wallet, which every vendor bets from", async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const wallet = await lobbyValue<MerchantWalletValue>(t.app, 'merchantWallet', { token });
    expect(wallet).toMatchObject({ mode: 'single', currencySymbol: '₱', sumBalance: 1520.75 });
    expect(wallet.vendors.length).toBeGreaterThanOrEqual(20);
    expect(wallet.vendors.every((vendor) => vendor.balance === 1520.75)).toBe(true);
  });

  it('needs a session and its module id', async () => {
    expect((await lobby(t.app, 'merchantWallet')).statusCode).toBe(401);
    const token = await tokenOf(t.app, 'member01', 'member123');
    const wrongModule = await lobby(t.app, 'merchantWallet', { token, headers: { 'Module-Id': 'GAMELOFAV3' } });
    expect(wrongModule.statusCode).toBe(400);
  });

  it('moves with a test credit', async () => {
    const credit = await t.app.inject({
      method: 'PUT',
      url: `${API_BASE}${GAME_TEST_PATHS.credit}`,
      payload: { merchantCode: 'M001', account: 'member01', amount: 10.25 },
    });
    expect((JSON.parse(credit.body) as { value: WalletSummary }).value.sumBalance).toBe(1531);
    const token = await tokenOf(t.app, 'member01', 'member123');
    expect((await lobbyValue<MerchantWalletValue>(t.app, 'merchantWallet', { token })).sumBalance).toBe(1531);
  });
});
