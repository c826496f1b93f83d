import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ANNOUNCEMENT_QUERY,
  fetchAnnouncements,
  siteConfig,
  toApiError,
  useLanguageChange,
  type Announcement,
  type ApiError,
} from '@platform/shared';

export type HomeAnnouncements =
  { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; list: readonly Announcement[] };

/** Banners (type B) with an image, in server order. */
export const bannersOf = (list: readonly Announcement[]) => list.filter((item) => item.type === 'B' && item.url);

/** Titles for the marquee: player (PL) and home news (H) items. */
export const marqueeTitlesOf = (list: readonly Announcement[]) =>
  list.filter((item) => item.type === 'H' || item.type === 'PL').map((item) => item.title);

/** The home announcements: loaded on mount, again on a language change, and on retry. */
export function useHomeAnnouncements() {
  const [state, setState] = useState<HomeAnnouncements>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    fetchAnnouncements({ ...ANNOUNCEMENT_QUERY.home, merchantCode: siteConfig.merchantCode }).then(
      (value) => {
        if (request === latest.current) setState({ status: 'ready', list: value.list });
      },
      (error: unknown) => {
        if (request === latest.current) setState({ status: 'error', error: toApiError(error) });
      },
    );
  }, []);

  useEffect(() => {
    load();
    // An answer that arrives after the page has gone (or after a newer request) is dropped.
    return () => {
      latest.current += 1;
    };
  }, [load]);

  // Titles are per language; what is on screen stays until the new list arrives.
  useLanguageChange(load);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    load();
  }, [load]);

  return { state, retry };
}
