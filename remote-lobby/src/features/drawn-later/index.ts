import { useDeferredValue } from 'react';

/**
 * A query's result, drawn in a render of its own that yields to the browser: React renders an update
 * from the query cache in one blocking task, and what arrives (a page's sections, a row of tiles, a
 * carousel) can take tens of milliseconds to mount. In that update the component keeps showing what
 * it showed (its placeholder, the data before); a deferred render, a few milliseconds later, draws
 * the new result in slices. Use it where arriving data mounts much; not where the page acts on the
 * result at once (paging, a form's answer).
 */
export function useDrawnLater<T>(result: T): T {
  return useDeferredValue(result);
}
