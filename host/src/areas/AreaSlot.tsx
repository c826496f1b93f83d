import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadAreaPage, resetArea } from './area-runtime';
import type { AreaName } from './remotes-file';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per exposed module; a failed load is forgotten so the next render loads again. */
function lazyModule(area: AreaName, module: string): LazyExoticComponent<ComponentType> {
  const key = `${area}/${module}`;
  let component = loaded.get(key);
  if (!component) {
    component = lazy(() =>
      loadAreaPage(area, module).catch((error: unknown) => {
        loaded.delete(key);
        throw error;
      }),
    );
    loaded.set(key, component);
  }
  return component;
}

export interface AreaSlotProps {
  area: AreaName;
  module: string;
  /** While the module loads. */
  loading: ReactNode;
  /** When the area fails to load or throws while rendering; `retry` loads it again from the network. */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Renders a module exposed by an area, kept inside its own error boundary: a failing area never takes
 * the header, the navigation or another area down. Pages and widgets both load through here.
 */
export function AreaSlot({ area, module, loading, failed }: AreaSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [Module, setModule] = useState(() => lazyModule(area, module));
  const retry = () => {
    // A module that loaded but threw, or whose load is still hanging, is loaded afresh as well.
    loaded.delete(`${area}/${module}`);
    resetArea(area);
    setModule(() => lazyModule(area, module));
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      onError={(error, info) => console.error(`[area:${area}] failed`, error, info.componentStack)}
      fallbackRender={() => failed(retry)}
    >
      <Suspense fallback={loading}>
        <Module />
      </Suspense>
    </ErrorBoundary>
  );
}
