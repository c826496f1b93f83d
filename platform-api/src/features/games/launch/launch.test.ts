import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_BASE,
  PATHS,
  PLAY_BALANCE_MESSAGE,
  PLAY_TICKET_HEADER,
  type LaunchValue,
  type PlayState,
  type RenewValue,
} from '@platform/shared/contract';
import { bearer, call, closeTestApp, createTestApp, errorOf, valueOf, type TestApp } from '../../../testing/test-app';
import { launchTicket, lobby, tokenOf } from '../testing/lobby-calls';
import { TICKET_MAX_MS, TICKET_TTL_SECONDS } from './tickets';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => closeTestApp(t));

const MINUTE = 60_000;
const state = (ticket: string) =>
  call(t.app, { method: 'GET', url: PATHS.play.state, headers: { [PLAY_TICKET_HEADER]: ticket } });
const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('launch', () => {
  it('answers the game page’s URL with a fresh ticket that is stored only as a hash', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const response = await lobby(t.app, 'launch', { token, query: { nodeId: 5001, vendor: 'JILI' } });
    expect(response.headers['cache-control']).toBe('no-store');
    const value = valueOf<LaunchValue>(response);
    expect(value.url).toMatch(new RegExp(`^${API_BASE}${PATHS.play.page(5001)}\\?ticket=[\\w-]{43}$`));
    expect(value.expiresIn).toBe(TICKET_TTL_SECONDS);
    const ticket = new URL(value.url, 'http://localhost').searchParams.get('ticket') ?? '';
    const stored = t.db.prepare<[], { hash: string }>('SELECT token_hash AS hash FROM launch_tickets').all();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).not.toContain(ticket);
    expect((await launchTicket(t.app, token, { nodeId: 5001 })).ticket).not.toBe(ticket);
  });

  it('launches a vendor’s lobby by its game code, and a hot match by its room', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']) {
      const { url } = await launchTicket(t.app, token, { vendor, gameCode: 'lobby', playType: 'Tradition' });
      const nodeId = t.db
        .prepare<[string], { nodeId: number }>(
          "SELECT node_id AS nodeId FROM games WHERE vassalage = ? AND game_id = 'lobby'",
        )
        .get(vendor)?.nodeId;
      expect(url).toContain(PATHS.play.page(nodeId ?? 0));
    }
    await launchTicket(t.app, token, { nodeId: 5401, vendor: 'SABA', roomId: 'SABA-20250510-1' });
    const room = t.db
      .prepare<[], { room: string }>('SELECT room_id AS room FROM launch_tickets WHERE node_id = 5401')
      .get();
    expect(room?.room).toBe('SABA-20250510-1');
  });

  it('refuses a guest, an unknown game, a game that cannot be played now, and a call naming no game', async () => {
    expect(errorOf(await lobby(t.app, 'launch', { query: { nodeId: 5001 } })).errorCode).toBe('auth.not_logged_in');
    const token = await tokenOf(t.app, 'member01', 'member123');
    expect(errorOf(await lobby(t.app, 'launch', { token, query: { nodeId: 999_999 } }))).toMatchObject({
      errorCode: 'request.malformed',
      data: { field: 'nodeId' },
    });
    const closed = t.db
      .prepare<[], { nodeId: number }>('SELECT node_id AS nodeId FROM games WHERE support_play = 0')
      .get();
    const refused = await lobby(t.app, 'launch', { token, query: { nodeId: closed?.nodeId ?? 0 } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).errorCode).toBe('game.unavailable');
    expect((await lobby(t.app, 'launch', { token, query: { vendor: 'LOTT' } })).statusCode).toBe(400);
  });
});

describe('the game page', () => {
  it('is plain HTML in the launch language, loading its own script and style under a strict policy', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const { url } = await launchTicket(t.app, token, { nodeId: 5001, language: 'EN' });
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Golden Carabao</h1>');
    expect(html).toContain('₱1,520.75');
    expect(html).toContain(`<script src="${API_BASE}${PATHS.play.script}" defer></script>`);
    expect(html).toContain(`href="${API_BASE}${PATHS.play.style}"`);
    // The only other script element is a JSON data block, which browsers never run.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="application/json" id="play-config">',
      `<script src="${API_BASE}${PATHS.play.script}" defer>`,
    ]);
    expect(html).toContain(`"messageType":"${PLAY_BALANCE_MESSAGE}"`);
    // A sandboxed frame without allow-forms never submits a form: the page must not depend on one.
    expect(html).not.toContain('<form');
    // Disabled until its script has run, so that no early tap is lost.
    expect(html).toContain('<button type="button" id="play" class="play" disabled>Spin</button>');
    const tagalog = await page((await launchTicket(t.app, token, { nodeId: 5201 })).url);
    expect(tagalog.body).toContain('<html lang="tl">');
    expect(tagalog.body).toContain('Tayaan ang');
  });

  it('answers a page that says the session ended, in both languages, without a live ticket for that game', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const { ticket } = await launchTicket(t.app, token, { nodeId: 5001 });
    for (const url of [
      `${API_BASE}${PATHS.play.page(5001)}`,
      `${API_BASE}${PATHS.play.page(5001)}?ticket=nonsense`,
      `${API_BASE}${PATHS.play.page(5002)}?ticket=${ticket}`,
      `${API_BASE}${PATHS.play.page(5001)}?ticket=${token}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.body).toContain('Natapos na ang game session');
      expect(response.body).toContain('This game session has ended');
    }
  });
});

describe('launch tickets', () => {
  it('let the page read the member’s game and wallet, and nothing else does', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const { ticket } = await launchTicket(t.app, token, { nodeId: 5201 });
    const value = valueOf<PlayState>(await state(ticket));
    expect(value).toEqual({
      nodeId: 5201,
      gameName: 'Baccarat Live',
      kind: 'baccarat',
      wallet: { sumBalance: 1520.75, currencySymbol: '₱' },
      minBet: 10,
      stakes: [10, 20, 50, 100, 500, 1000],
    });
    for (const wrong of ['', 'x'.repeat(43), token]) {
      const response = await state(wrong);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).errorCode).toBe('launch.ticket_invalid');
    }
    expect((await call(t.app, { method: 'GET', url: PATHS.play.state })).statusCode).toBe(401);
  });

  it('expire after fifteen idle minutes, each use renewing them, and four hours after launch at the most', async () => {
    let token = await tokenOf(t.app, 'member01', 'member123');
    const idle = (await launchTicket(t.app, token, { nodeId: 5001 })).ticket;
    const busy = (await launchTicket(t.app, token, { nodeId: 5001 })).ticket;
    t.clock.advance(10 * MINUTE);
    expect((await state(busy)).statusCode).toBe(200);
    t.clock.advance(6 * MINUTE);
    expect((await state(idle)).statusCode).toBe(401);
    expect((await state(busy)).statusCode).toBe(200);
    for (let elapsed = 16 * MINUTE; elapsed < TICKET_MAX_MS - 10 * MINUTE; elapsed += 10 * MINUTE) {
      t.clock.advance(10 * MINUTE);
      // The site renews its session as it goes; the ticket lives only as long as the session does.
      token = valueOf<RenewValue>(
        await call(t.app, { method: 'POST', url: PATHS.renew, headers: bearer(token) }),
      ).token;
      expect((await state(busy)).statusCode).toBe(200);
    }
    t.clock.advance(11 * MINUTE);
    expect((await state(busy)).statusCode).toBe(401);
  });

  it('die with the member’s account', async () => {
    const token = await tokenOf(t.app, 'member01', 'member123');
    const { ticket } = await launchTicket(t.app, token, { nodeId: 5001 });
    t.db.prepare("UPDATE members SET disabled = 1 WHERE account = 'member01'").run();
    expect((await state(ticket)).statusCode).toBe(401);
  });
});
