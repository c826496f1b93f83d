import { internalPath, paths, useLocation } from '@platform/shared';

/** What a link into a page with its own top bar sends along, so Back returns there. */
export interface CameFrom {
  from: string;
}

/** Link state that makes the target page's Back return to the current page. */
export function useCameFrom(): CameFrom {
  const location = useLocation();
  return { from: location.pathname + location.search };
}

/** Where this page's own Back leads: the page that linked here (only a path of the site), else home. */
export function useBackTarget(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return internalPath(from) ?? paths.home;
}
