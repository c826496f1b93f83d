import { ANNOUNCEMENT_QUERY, useAnnouncements, type Announcement } from '@platform/shared';

/** Banners (type B) with an image, in server order. */
export const bannersOf = (list: readonly Announcement[]) => list.filter((item) => item.type === 'B' && item.url);

/** Titles for the marquee: player (PL) and home news (H) items. */
export const marqueeTitlesOf = (list: readonly Announcement[]) =>
  list.filter((item) => item.type === 'H' || item.type === 'PL').map((item) => item.title);

/** Home's announcements (types B, PL, PU, H of group m_home), following the language. */
export const useHomeAnnouncements = () => useAnnouncements(ANNOUNCEMENT_QUERY.home);
