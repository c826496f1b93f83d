// The first screen the server sent with the page (a copy of what this site draws for that page,
// merchant and language: scripts/lib/first-screens.ts) stays in front while the site renders the
// same page behind it, unseen, and gives way in one frame once the page behind has its content: no
// loading state, no shift, no flash. Whether or not the server sent one, the root says when the
// page is ready (`data-first-screen="ready"`), which is also when the server takes its copy.
import { queryClient } from '@platform/shared';
import { CUT_SHORT_ATTRIBUTE, READY_ATTRIBUTE, showDrawnPage } from './first-screen-ids';

/** How long the page must go without adding or removing anything to count as drawn. */
export const QUIET_MS = 150;
/** The longest the server's copy stays in front: after this, the site shows whatever it has. */
export const LONGEST_MS = 8000;
const CHECK_EVERY_MS = 50;

/** Whether an element is drawn in the part of the page the visitor sees now. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
}

/**
 * Whether what the visitor would see of the page is complete: the page is more than the frame, none
 * of it on screen is still loading, no data is on its way, and its pictures on screen have arrived.
 */
export function pageLooksDrawn(root: HTMLElement): boolean {
  // The frame alone is not the page; a page drawn without the frame (the start-up's failure) is.
  const main = root.querySelector('main');
  if ((main ?? root).textContent?.trim() === '') return false;
  if (queryClient.isFetching() > 0) return false;
  for (const busy of root.querySelectorAll('[data-loading], [aria-busy="true"]')) {
    if (onScreen(busy)) return false;
  }
  for (const image of root.querySelectorAll('img')) {
    if (!image.complete && image.loading !== 'lazy' && onScreen(image)) return false;
  }
  return true;
}

/**
 * Watches the page drawn in `root` and, once it is complete and has stayed unchanged for a moment
 * (or at the latest after LONGEST_MS, then also marked cut short), marks the root ready and lets it
 * take the first screen's place.
 * Resolves then.
 */
export function watchFirstScreen(root: HTMLElement, { longestMs = LONGEST_MS } = {}): Promise<void> {
  const started = performance.now();
  let lastChange = started;
  const changes = new MutationObserver(() => {
    lastChange = performance.now();
  });
  changes.observe(root, { childList: true, subtree: true, characterData: true });
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      const settled = now - lastChange >= QUIET_MS && pageLooksDrawn(root);
      if (!settled && now - started < longestMs) {
        setTimeout(check, CHECK_EVERY_MS);
        return;
      }
      changes.disconnect();
      requestAnimationFrame(() => {
        if (!settled) root.setAttribute(CUT_SHORT_ATTRIBUTE, '');
        root.setAttribute(READY_ATTRIBUTE, 'ready');
        showDrawnPage(root.ownerDocument);
        resolve();
      });
    };
    setTimeout(check, CHECK_EVERY_MS);
  });
}
