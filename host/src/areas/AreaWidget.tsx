import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadAreaPage } from './area-runtime';
import type { AreaName } from './remotes-file';

const widgets = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyWidget(area: AreaName, module: string) {
  const key = `${area}/${module}`;
  let widget = widgets.get(key);
  if (!widget) {
    widget = lazy(() =>
      loadAreaPage(area, module).catch((error: unknown) => {
        // Forget the failure so the next attempt loads again.
        widgets.delete(key);
        throw error;
      }),
    );
    widgets.set(key, widget);
  }
  return widget;
}

function Unavailable({ onUnavailable }: { onUnavailable: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onUnavailable();
  }, [onUnavailable]);
  return null;
}

class WidgetBoundary extends Component<
  { area: AreaName; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[area:${this.props.area}] widget failed`, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A small piece exposed by an area (a dialog), which degrades to `onUnavailable` when the area fails. */
export function AreaWidget({
  area,
  module,
  onUnavailable,
}: {
  area: AreaName;
  module: string;
  onUnavailable: () => void;
}) {
  const Widget = lazyWidget(area, module);
  return (
    <WidgetBoundary area={area} fallback={<Unavailable onUnavailable={onUnavailable} />}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components -- one cached lazy component per module (and attempt), not a new component per render */}
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
