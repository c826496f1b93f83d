import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  GAME_CALL_MODULE,
  MODULE_HEADER,
  PATHS,
  PLAY_TICKET_HEADER,
  type GAME_PATHS,
  type LaunchValue,
} from '@platform/shared/contract';
import { signIn } from '../../../testing/browser-crypto';
import { bearer, call, valueOf } from '../../../testing/test-app';

type Call = keyof typeof GAME_PATHS;

export interface LobbyCall {
  query?: Record<string, string | number>;
  payload?: object;
  headers?: Record<string, string>;
  token?: string;
  method?: 'GET' | 'POST' | 'DELETE';
}

/** Calls a lobby path with the module id the contract gives it. */
export function lobby(app: FastifyInstance, path: Call, options: LobbyCall = {}): Promise<LightMyRequestResponse> {
  const query = options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : {};
  return call(app, {
    method: options.method ?? 'GET',
    url: PATHS.games[path],
    query,
    payload: options.payload,
    headers: {
      [MODULE_HEADER]: GAME_CALL_MODULE[path],
      ...(options.token ? bearer(options.token) : {}),
      ...options.headers,
    },
  });
}

export const lobbyValue = async <T>(app: FastifyInstance, path: Call, options: LobbyCall = {}): Promise<T> =>
  valueOf<T>(await lobby(app, path, options));

export async function tokenOf(app: FastifyInstance, account: string, password: string): Promise<string> {
  return (await signIn(app, account, password)).token;
}

/** Launches a game and answers the ticket from the URL. */
export async function launchTicket(
  app: FastifyInstance,
  token: string,
  query: Record<string, string | number>,
): Promise<{ url: string; ticket: string }> {
  const { url } = await lobbyValue<LaunchValue>(app, 'launch', { token, query });
  const ticket = new URL(url, 'http://localhost').searchParams.get('ticket');
  if (!ticket) throw new Error(`launch answered no ticket: ${url}`);
  return { url, ticket };
}

/** Plays one round on the game page's API. */
export function playRoundCall(app: FastifyInstance, ticket: string, body: object): Promise<LightMyRequestResponse> {
  return call(app, { method: 'POST', url: PATHS.play.round, payload: body, headers: { [PLAY_TICKET_HEADER]: ticket } });
}
