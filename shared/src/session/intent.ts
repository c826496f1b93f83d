// What a guest was doing when a page sent them to log in: the page to come back to and, if any, the
// action to finish there (star a game, open a game). It lives in sessionStorage for this tab only and
// for a few minutes only, so a login much later, or in another tab, does not act on an old tap.
import { paths } from '../config/paths';
import { STORAGE_KEYS } from '../config/storage-keys';

/** An action a page finishes after the login; `kind` names it, `data` is the page's own. */
export interface IntentAction {
  kind: string;
  data?: unknown;
}

export interface LoginIntent {
  /** A page of the site (`/m/…`) with its query. */
  returnTo: string;
  action?: IntentAction;
  /** When it was remembered, in epoch milliseconds. */
  at: number;
}

/** How long a remembered intent may wait for its login. */
export const INTENT_LIFETIME_MS = 5 * 60_000;

/** Only pages of this site: never another origin (`//host`), never a script. */
const isOwnPage = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/m/') && !path.startsWith(paths.login);

function isIntent(value: unknown): value is LoginIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { returnTo, action, at } = value as Partial<LoginIntent>;
  const actionOk =
    action === undefined || (typeof action === 'object' && action !== null && typeof action.kind === 'string');
  return isOwnPage(returnTo) && typeof at === 'number' && actionOk;
}

function write(intent: LoginIntent | null): void {
  try {
    if (intent === null) sessionStorage.removeItem(STORAGE_KEYS.loginIntent);
    else sessionStorage.setItem(STORAGE_KEYS.loginIntent, JSON.stringify(intent));
  } catch {
    // Storage refused: the login simply ends on home, as it did before.
  }
}

/** The remembered intent while it is fresh; a stale or unreadable one is forgotten. */
export function readIntent(now = Date.now()): LoginIntent | null {
  let value: unknown = null;
  try {
    value = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.loginIntent) ?? 'null');
  } catch {
    value = null;
  }
  if (isIntent(value) && now - value.at >= 0 && now - value.at < INTENT_LIFETIME_MS) return value;
  if (value !== null) write(null);
  return null;
}

/** Remembers where a guest was and what they asked for; answers the login page to send them to. */
export function loginFor(returnTo: string, action?: IntentAction, now = Date.now()): string {
  write(isOwnPage(returnTo) ? { returnTo, ...(action ? { action } : {}), at: now } : null);
  return paths.login;
}

/**
 * Where a login that just succeeded leads: the remembered page, or null (home, say). An intent
 * without an action is done once the person is back; an action waits for its page to take it.
 */
export function intentReturnPath(now = Date.now()): string | null {
  const intent = readIntent(now);
  if (intent && !intent.action) write(null);
  return intent?.returnTo ?? null;
}

/** A page takes its action once, when the intent is fresh and the action of its kind. */
export function takeIntentAction<T>(kind: string, now = Date.now()): T | null {
  const intent = readIntent(now);
  if (intent?.action?.kind !== kind) return null;
  write(null);
  return (intent.action.data ?? null) as T | null;
}

/** Forgets any remembered intent (a sign-out, a login that asked for nothing). */
export function forgetIntent(): void {
  write(null);
}
