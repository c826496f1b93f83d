import { SESSION_COOKIE, SESSION_COOKIE_ATTRIBUTES, sessionIdFromCookies } from '@platform/shared/registry';

/**
 * The browser's random session id, kept in a cookie: the server that sent the page set it on the
 * first visit; a server that did not (a plain file host) leaves it to the page. It decides the side
 * of every canary and names the session in health reports, and says nothing about the player.
 */
export function browserSessionId(): string {
  const kept = sessionIdFromCookies(document.cookie);
  if (kept) return kept;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'));
  const id = made.join('');
  document.cookie = `${SESSION_COOKIE}=${id}; ${SESSION_COOKIE_ATTRIBUTES}`;
  return id;
}
