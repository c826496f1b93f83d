import { ANNOUNCEMENT_QUERY, bannersOf, useAnnouncements } from '@platform/shared';
import type { Announcement } from '@platform/shared/contract';

// The host fetches the first banner early too, by the same rule.
export { bannersOf };

/** Titles for the marquee: player (PL) and home news (H) items. */
export const marqueeTitlesOf = (list: readonly Announcement[]) =>
  list.filter((item) => item.type === 'H' || item.type === 'PL').map((item) => item.title);

/** Home's announcements (types B, PL, PU, H of group m_home), following the language. */
export const useHomeAnnouncements = () => useAnnouncements(ANNOUNCEMENT_QUERY.home);
