import { API_BASE, PLAY_PATHS } from '@platform/shared/contract';

/** The game page's folder: every game URL the server hands out lies below it. */
const PLAY_ROOT = `${API_BASE}${PLAY_PATHS.page('')}`;

/**
 * The URL to open in the game frame, or null when it must not be opened: only this site's own game
 * pages (`/api/play/…`) and its own pages (`/m/…`) are allowed, never another origin or scheme.
 */
export function allowedGameUrl(url: string, origin: string = window.location.origin): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  if (!parsed.pathname.startsWith(PLAY_ROOT) && !parsed.pathname.startsWith('/m/')) return null;
  return parsed.href;
}
