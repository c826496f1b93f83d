import { lazy, useMemo, useState } from 'react';
import { detectChannel } from '@platform/shared';
import { OptionalPart } from '../../../features/optional-part';
import { SideServices } from '../side-services/SideServices';
import { currentDevice } from './device';
import type { DownloadLinks } from './download-links';
import { offersInstall } from './download-rules';

const DownloadPopup = lazy(() => import(/* webpackChunkName: "home-install" */ './DownloadPopup'));
const HomeScreenGuide = lazy(() => import(/* webpackChunkName: "home-install" */ './HomeScreenGuide'));

/**
 * The side icons, and the download popup and home-screen guide they open. Installing is offered only
 * in a plain browser: not in the native app, nor in an installed PWA or web clip.
 */
export function InstallCorner({ links }: { links: DownloadLinks }) {
  const [sheet, setSheet] = useState<'download' | 'guide' | null>(null);
  const install = useMemo(() => offersInstall(detectChannel()), []);
  const device = useMemo(() => currentDevice(), []);
  const close = () => setSheet(null);
  return (
    <>
      <SideServices onOpenDownload={install ? () => setSheet('download') : undefined} />
      <OptionalPart>
        {sheet === 'download' ? (
          <DownloadPopup links={links} onClose={close} onAddToHomeScreen={() => setSheet('guide')} />
        ) : null}
        {sheet === 'guide' ? (
          <HomeScreenGuide device={device} mobileConfig={links.mobileConfig} onClose={close} />
        ) : null}
      </OptionalPart>
    </>
  );
}
