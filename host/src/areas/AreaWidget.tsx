import { useEffect, useRef } from 'react';
import { AreaPart } from './area-part';
import type { AreaName } from './remotes-file';

function Unavailable({ onUnavailable }: { onUnavailable: () => void }) {
  const called = useRef(false);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    onUnavailable();
  }, [onUnavailable]);
  return null;
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
  return (
    <AreaPart area={area} module={module} loading={null} failed={() => <Unavailable onUnavailable={onUnavailable} />} />
  );
}
