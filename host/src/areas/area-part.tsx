import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportAreaEvent } from './area-health';
import { AreaLoadError, loadAreaPage } from './area-runtime';
import type { AreaName } from './remotes-file';

interface Part {
  component: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

const parts = new Map<string, Part>();

/**
 * One lazy component per exposed module, shared by every place that shows it. A failure stays until a
 * retry (or, with `reloadFailed`, a new place) asks again, so showing the failure again costs no wait.
 */
function lazyPart(area: AreaName, module: string, reloadFailed: boolean): LazyExoticComponent<ComponentType> {
  const key = `${area}/${module}`;
  let part = parts.get(key);
  if (!part || (reloadFailed && part.failed)) {
    const fresh: Part = {
      failed: false,
      component: lazy(() =>
        loadAreaPage(area, module).catch((error: unknown) => {
          fresh.failed = true;
          throw error;
        }),
      ),
    };
    parts.set(key, fresh);
    part = fresh;
  }
  return part.component;
}

export interface AreaPartProps {
  area: AreaName;
  module: string;
  /** Shown while the module loads. */
  loading: ReactNode;
  /** Shown when the module fails to load or to render; `retry` loads it again. */
  failed: (retry: () => void) => ReactNode;
  /** Before a retry: e.g. forget the area's container so its entry is fetched again. */
  onRetry?: () => void;
  /** A new place showing a module that failed loads it again (a dialog opened anew), instead of failing at once. */
  reloadFailed?: boolean;
}

/**
 * Every piece an area exposes (a page or a widget) loads through here: one boundary, so a failing area
 * stays inside its own box while the header, the navigation and the other areas go on.
 */
export function AreaPart({ area, module, loading, failed, onRetry, reloadFailed = false }: AreaPartProps) {
  // Each place keeps the component it started with until it retries or shows another module: were it to
  // take a new one on every render, a parent's render after a failure would start the load again.
  const key = `${area}/${module}`;
  const [held, setHeld] = useState(() => ({ key, Part: lazyPart(area, module, reloadFailed), attempt: 0 }));
  if (held.key !== key) setHeld({ key, Part: lazyPart(area, module, reloadFailed), attempt: 0 });
  const { Part, attempt } = held;
  const retry = () => {
    onRetry?.();
    // A module that loaded but failed to render is loaded afresh too: it may be what the retry is for.
    parts.delete(key);
    setHeld((current) => ({ key, Part: lazyPart(area, module, false), attempt: current.attempt + 1 }));
  };
  return (
    <ErrorBoundary
      resetKeys={[key, attempt]}
      onError={(error, info) => {
        console.error(`[area:${area}] failed`, module, error, info.componentStack);
        // A failure to load is reported where it happens; this is the page throwing as it renders.
        if (!(error instanceof AreaLoadError)) reportAreaEvent(area, 'render-error', error);
      }}
      fallbackRender={() => failed(retry)}
    >
      <Suspense fallback={loading}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}
