import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PATHS, RESPONSIBLE_PATHS, type ExclusionBody, type RenewValue } from '@platform/shared/contract';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../../testing/test-app';
import { launchTicket, playRoundCall, tokenOf } from '../testing/lobby-calls';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const PEDRO = 1003;
const MINUTE = 60_000;

const ledgerRows = () =>
  t.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ?').get(PEDRO)?.n ?? -1;

/** Pedro signs in and opens a slot; the round before anything happens is played, to show the ticket works. */
async function openGame(): Promise<{ token: string; ticket: string }> {
  const token = await tokenOf(t.app, 'player40', 'player123');
  const { ticket } = await launchTicket(t.app, token, { nodeId: 5001 });
  expect((await playRoundCall(t.app, ticket, { stake: 1 })).statusCode).toBe(200);
  return { token, ticket };
}

/** Plays with the ticket after the session changed: refused with this status and code, no money moved. */
async function expectRefused(ticket: string, status: number, errorCode: string) {
  const before = ledgerRows();
  const response = await playRoundCall(t.app, ticket, { stake: 1 });
  expect(response.statusCode).toBe(status);
  expect(errorOf(response).errorCode).toBe(errorCode);
  expect(ledgerRows()).toBe(before);
  expect(
    (await call(t.app, { method: 'GET', url: PATHS.play.state, headers: { 'Launch-Ticket': ticket } })).statusCode,
  ).toBe(status);
  return errorOf(response);
}

const exclude = (token: string, body: ExclusionBody) =>
  call(t.app, { method: 'POST', url: RESPONSIBLE_PATHS.exclusion, headers: bearer(token), payload: body });

describe('a launch ticket', () => {
  it('ends when its session signs out', async () => {
    const { token, ticket } = await openGame();
    await call(t.app, { method: 'DELETE', url: PATHS.logout, headers: bearer(token) });
    await expectRefused(ticket, 401, 'launch.session_ended');
  });

  it('ends when the password is changed on another device', async () => {
    const { ticket } = await openGame();
    const elsewhere = await tokenOf(t.app, 'player40', 'player123');
    const changed = await call(t.app, {
      method: 'POST',
      url: PATHS.changePassword,
      headers: bearer(elsewhere),
      payload: { oldPassword: 'player123', newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(ticket, 401, 'launch.session_ended');
  });

  it('stops play at once on a self-exclusion, saying until when', async () => {
    const { token, ticket } = await openGame();
    expect((await exclude(token, { kind: 'self_exclusion', period: '6m' })).statusCode).toBe(200);
    const error = await expectRefused(ticket, 403, 'play.excluded');
    // Six calendar months on from 2025-05-10 12:00 in Manila.
    expect(error.data?.values?.until).toBe('2025-11-10 12:00');
  });

  it('stops play at once on a time-out', async () => {
    const { token, ticket } = await openGame();
    expect((await exclude(token, { kind: 'timeout', period: '24h' })).statusCode).toBe(200);
    const error = await expectRefused(ticket, 403, 'play.timeout');
    expect(error.data?.values?.until).toBe('2025-05-11 12:00');
  });

  it('ends when its session expires, and lives on while the session is renewed', async () => {
    const { token, ticket } = await openGame();
    const round = () => playRoundCall(t.app, ticket, { stake: 1 });
    t.clock.advance(10 * MINUTE);
    expect((await round()).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    const renewed = valueOf<RenewValue>(
      await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }),
    );
    expect(renewed.token).not.toBe(token);
    expect((await round()).statusCode).toBe(200);
    // Minute 34: the first token has expired; the renewed one carries the session until minute 50.
    t.clock.advance(14 * MINUTE);
    expect((await round()).statusCode).toBe(200);
    t.clock.advance(14 * MINUTE);
    expect((await round()).statusCode).toBe(200);
    t.clock.advance(3 * MINUTE);
    await expectRefused(ticket, 401, 'launch.session_ended');
  });
});
