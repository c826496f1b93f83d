import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_QUERY,
  PATHS,
  announcementsQuery,
  queryClient,
  setMerchantCode,
  type Announcement,
} from '@platform/shared';
import { announcementFactory, apiUrl, http, ok, setupMockServer } from '@platform/shared/testing';
import { firstReadsOf, startFirstReads } from './first-reads';

const server = setupMockServer();

function announcementsAnswer(list: Announcement[]) {
  const requests: Array<{ url: URL; merchant: string | null; language: string | null }> = [];
  server.use(
    http.get(apiUrl(PATHS.announcements), ({ request }) => {
      requests.push({
        url: new URL(request.url),
        merchant: request.headers.get('Merchant'),
        language: request.headers.get('Language'),
      });
      return ok({ list, footer: { unreadCount: 0 } });
    }),
  );
  return requests;
}

describe('startFirstReads', () => {
  it("puts home's announcements in the cache under the key the home page reads", async () => {
    const banner = announcementFactory({ type: 'B', url: '/api/art/banner/101.svg' });
    const requests = announcementsAnswer([banner]);
    setMerchantCode('M002');
    const scope = { merchant: 'M002', language: 'en' } as const;

    startFirstReads('/m/home', scope);

    const key = announcementsQuery(scope, ANNOUNCEMENT_QUERY.home).queryKey;
    await expect.poll(() => queryClient.getQueryData(key)).toEqual({ list: [banner], footer: { unreadCount: 0 } });
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toMatchObject({
      ...ANNOUNCEMENT_QUERY.home,
      merchantCode: 'M002',
    });
    expect(requests[0]).toMatchObject({ merchant: 'M002', language: 'EN' });
  });

  it("reads home's data at the paths that lead home, and nothing for pages without first reads", () => {
    expect(firstReadsOf('/m/')).toHaveLength(1);
    expect(firstReadsOf('/m/home/')).toHaveLength(1);
    expect(firstReadsOf('/m/login')).toHaveLength(0);
    expect(firstReadsOf('/m/no-such-page')).toHaveLength(0);
  });
});
