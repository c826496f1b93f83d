import { describe, expect, it, vi } from 'vitest';
import {
  ANNOUNCEMENT_QUERY,
  PATHS,
  announcementsQuery,
  queryClient,
  setMerchantCode,
  type Announcement,
} from '@platform/shared';
import { announcementFactory, apiUrl, fail, http, ok, setupMockServer } from '@platform/shared/testing';
import { firstReadsOf, startFirstReads } from './first-reads';

const server = setupMockServer();
const scope = { merchant: 'M002', language: 'en' } as const;
const homeKey = announcementsQuery(scope, ANNOUNCEMENT_QUERY.home).queryKey;

function announcementsAnswer(reply: Announcement[] | Response) {
  const requests: Array<{ url: URL; merchant: string | null; language: string | null }> = [];
  server.use(
    http.get(apiUrl(PATHS.announcements), ({ request }) => {
      requests.push({
        url: new URL(request.url),
        merchant: request.headers.get('Merchant'),
        language: request.headers.get('Language'),
      });
      return reply instanceof Response ? reply : ok({ list: reply, footer: { unreadCount: 0 } });
    }),
  );
  return requests;
}

describe('startFirstReads', () => {
  it("puts home's announcements in the cache under home's key and fetches the first banner's image", async () => {
    const list = [
      announcementFactory({ id: 1, type: 'H' }),
      announcementFactory({ id: 2, type: 'B' }),
      announcementFactory({ id: 3, type: 'B', url: '/api/art/banner/101.svg' }),
      announcementFactory({ id: 4, type: 'B', url: '/api/art/banner/102.svg' }),
    ];
    const requests = announcementsAnswer(list);
    const preload = vi.fn();
    setMerchantCode('M002');

    await startFirstReads('/m/home', { scope, preload });

    expect(queryClient.getQueryData(homeKey)).toEqual({ list, footer: { unreadCount: 0 } });
    expect(preload.mock.calls).toEqual([['/api/art/banner/101.svg']]);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({
      ...ANNOUNCEMENT_QUERY.home,
      merchantCode: 'M002',
    });
    expect(requests[0]).toMatchObject({ merchant: 'M002', language: 'EN' });
  });

  it('preloads the image at high priority in the page by default, as the banner asks for it', async () => {
    announcementsAnswer([announcementFactory({ id: 3, type: 'B', url: '/api/art/banner/101.svg' })]);

    await startFirstReads('/m/home', { scope });

    const links = [...document.head.querySelectorAll('link')].filter((link) => link.rel === 'preload');
    expect(links.map(({ as, href, fetchPriority, crossOrigin }) => ({ as, href, fetchPriority, crossOrigin }))).toEqual(
      [
        {
          as: 'image',
          href: `${window.location.origin}/api/art/banner/101.svg`,
          fetchPriority: 'high',
          crossOrigin: null,
        },
      ],
    );
    for (const link of links) link.remove();
  });

  it('leaves a failed read to the page, fetching no image', async () => {
    announcementsAnswer(fail(500, { errorCode: 'unknown', message: 'down' }));
    const preload = vi.fn();

    await startFirstReads('/m/', { scope, preload });

    expect(queryClient.getQueryState(homeKey)?.status).toBe('error');
    expect(preload).not.toHaveBeenCalled();
  });

  it("reads home's data at the paths that lead home, and nothing for pages without first reads", () => {
    expect(firstReadsOf('/m/')).toHaveLength(1);
    expect(firstReadsOf('/m/home/')).toHaveLength(1);
    expect(firstReadsOf('/m/login')).toHaveLength(0);
    expect(firstReadsOf('/m/no-such-page')).toHaveLength(0);
  });
});
