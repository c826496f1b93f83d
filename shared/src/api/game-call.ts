import { API_LANGUAGE } from '../config/constants';
import { GAME_CALL_MODULE, GAME_PATHS, MODULE_HEADER } from '../contract';
import type { Scope } from '../query/keys';
import { apiDelete, apiGet, apiPost } from './client';

/** A lobby call, named as the contract names it. */
export type GameCall = keyof typeof GAME_PATHS;

// Every game call names its module in a header, or the server refuses it as malformed.
const moduleHeader = (call: GameCall) => ({ headers: { [MODULE_HEADER]: GAME_CALL_MODULE[call] } });

/** GET a lobby call with its module header. */
export const gameGet = <T>(call: GameCall, params?: object) => apiGet<T>(GAME_PATHS[call], params, moduleHeader(call));

/** POST a lobby call with its module header. */
export const gamePost = <T>(call: GameCall, body: unknown) => apiPost<T>(GAME_PATHS[call], body, moduleHeader(call));

/** DELETE a lobby call (with a JSON body) and its module header. */
export const gameDelete = <T>(call: GameCall, body: unknown) =>
  apiDelete<T>(GAME_PATHS[call], body, moduleHeader(call));

/** The `language` parameter the lobby calls take, from a query key's scope. */
export const apiLanguage = (scope: Scope) => API_LANGUAGE[scope.language];

/** The root of every lobby key that is not the member's own. */
export const LOBBY_KEY = 'lobby' as const;
