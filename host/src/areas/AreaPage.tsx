import { ErrorPanel, Loading } from '@platform/shared';
import { AreaPart } from './area-part';
import { resetArea } from './area-runtime';
import type { AreaName } from './remotes-file';

/** Renders a page exposed by an area, with the loading text, the failure panel and Retry. */
export function AreaPage({ area, module }: { area: AreaName; module: string }) {
  return (
    <div data-area={area} className="area-root">
      <AreaPart
        area={area}
        module={module}
        loading={<Loading />}
        failed={(retry) => <ErrorPanel onRetry={retry} />}
        onRetry={() => resetArea(area)}
      />
    </div>
  );
}
