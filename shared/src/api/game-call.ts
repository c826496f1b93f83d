import { API_LANGUAGE } from '../config/constants';
import type { Scope } from '../query/keys';

/** The `language` parameter the lobby calls take, from a query key's scope. */
export const apiLanguage = (scope: Scope) => API_LANGUAGE[scope.language];

/** The root of every lobby key that is not the member's own. */
export const LOBBY_KEY = 'lobby' as const;
