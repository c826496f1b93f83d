import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_CENTRE_ENDPOINTS, type Announcement, type AnnouncementQuery } from '../contract';
import { useScope, type Scope } from '../query/keys';
import { call } from './client';

export const fetchAnnouncements = (query: AnnouncementQuery) => call(MEMBER_CENTRE_ENDPOINTS.announcements, { query });

/** Announcements of one group (home, register, agent) in the merchant's and page's language. */
export function announcementsQuery(scope: Scope, query: Omit<AnnouncementQuery, 'merchantCode'>) {
  return queryOptions({
    queryKey: ['announcements', scope, query],
    queryFn: () => fetchAnnouncements({ ...query, merchantCode: scope.merchant }),
    // What is on screen stays until the list in the new language arrives.
    placeholderData: keepPreviousData,
  });
}

/** The announcements of one group, following the language. */
export function useAnnouncements(query: Omit<AnnouncementQuery, 'merchantCode'>) {
  return useQuery(announcementsQuery(useScope(), query));
}

/** Banners (type B) with an image, in server order: the first is home's largest paint. */
export const bannersOf = (list: readonly Announcement[]) => list.filter((item) => item.type === 'B' && item.url);
