import { lazy } from 'react';
import { loadPurifier } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';
import { OptionalPart } from '../../../features/optional-part';
import { useHomePopups } from './use-home-popups';

// The sanitizer comes with the popup's code: opened without it, the popup would grow round its HTML
// a moment later and move on screen.
const AnnouncementPopup = lazy(() =>
  Promise.all([import(/* webpackChunkName: "home-popups" */ './AnnouncementPopup'), loadPurifier()]).then(
    ([popup]) => popup,
  ),
);

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
