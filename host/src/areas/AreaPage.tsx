import {
  Component,
  lazy,
  Suspense,
  useState,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
  type ComponentType,
} from 'react';
import { ErrorPanel, Loading } from '@platform/shared';
import { loadAreaPage, resetArea } from './area-runtime';
import type { AreaName } from './remotes-file';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(area: AreaName, module: string, attempt: number) {
  const key = `${area}/${module}#${attempt}`;
  let page = cache.get(key);
  if (!page) {
    page = lazy(() => loadAreaPage(area, module));
    cache.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  area: AreaName;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing area inside its own panel: the header, navigation and other areas go on. */
class AreaBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[area:${this.props.area}] failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorPanel onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** Renders a page exposed by an area, with the loading text, the failure panel and Retry. */
export function AreaPage({ area, module }: { area: AreaName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(area, module, attempt);
  const retry = () => {
    resetArea(area);
    setAttempt((value) => value + 1);
  };
  return (
    <div data-area={area} className="area-root">
      <AreaBoundary key={attempt} area={area} onRetry={retry}>
        <Suspense fallback={<Loading />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one cached lazy component per module (and attempt), not a new component per render */}
          <Page />
        </Suspense>
      </AreaBoundary>
    </div>
  );
}
