// What the page and the server agree on about the first screen, in a file of its own: the start-up's
// failure notice uses it without loading anything else.

/** The element the server's first screen is drawn in, and its page-wide style. */
export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_STYLE_ID = 'first-screen-style';
/**
 * Marks what only a guest sees (home's login and register buttons): a member's page shows the server's
 * first screen, a guest's, without them.
 */
export const GUEST_ONLY_ATTRIBUTE = 'data-guest-only';
/** Set on #root to "ready" when the page has its first screen. */
export const READY_ATTRIBUTE = 'data-first-screen';
/**
 * Set on #root beside READY_ATTRIBUTE when the page was shown at the longest wait, still incomplete:
 * the server takes no copy of such a page.
 */
export const CUT_SHORT_ATTRIBUTE = 'data-first-screen-cut-short';

/** Takes the server's first screen away, showing the page drawn behind it; safe when there is none. */
export function showDrawnPage(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_ID)?.remove();
  doc.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
}
