import { lazy } from 'react';
import type { Announcement } from '@platform/shared';
import { OptionalPart } from '../../../features/optional-part';
import { useHomePopups } from './use-home-popups';

const AnnouncementPopup = lazy(() => import(/* webpackChunkName: "home-popups" */ './AnnouncementPopup'));

/** The announcement popups of home; their code loads only when there is one to show, and home stays up without it. */
export function HomePopups({ list }: { list: readonly Announcement[] }) {
  const { popups, open, close } = useHomePopups(list);
  if (!open) return null;
  return (
    <OptionalPart>
      <AnnouncementPopup popups={popups} onClose={close} />
    </OptionalPart>
  );
}
