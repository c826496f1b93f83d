/**
 * Resolves in a later task of the main thread, so that the work after it runs apart from the work
 * before it and the browser may draw, scroll or answer a tap between them. With the first screen
 * already drawn from the server's copy, the start-up is best done in such short steps.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
