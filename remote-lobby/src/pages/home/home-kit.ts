// Test kit of the home page: hot-match data, the announcements call, quiet answers for the sections
// below the fold, and the browser facts the download rules read.
import { vi } from 'vitest';
import {
  MEMBER_PATHS,
  PATHS,
  type Announcement,
  type GameItem,
  type HotMatch,
  type PromotionSwitch,
  type VendorCategory,
} from '@platform/shared/contract';
import { apiUrl, http, ok } from '@platform/shared/testing';
import { gameRoute, vendorCategoriesFactory } from '../../testing/lobby-kit';

export const hotMatchFactory = (overrides: Partial<HotMatch> = {}): HotMatch => ({
  id: 'match-1',
  vendor: 'SABA',
  roomId: 'room-1',
  nodeId: 501,
  matchTime: '2025-05-04T11:05:00.000Z',
  league: 'PBA Governors Cup',
  homeTeam: 'Manila Bay',
  awayTeam: 'Cebu Reef',
  homeTeamImageUrl: '/api/art/team/1.svg',
  awayTeamImageUrl: '/api/art/team/2.svg',
  ...overrides,
});

/** Answers the announcements call with each reply in turn (the last one again), recording each request. */
export function announcementsRoute(...replies: Array<Announcement[] | Response>) {
  const requests: Array<{ url: URL; language: string | null }> = [];
  const handler = http.get(apiUrl(PATHS.announcements), ({ request }) => {
    requests.push({ url: new URL(request.url), language: request.headers.get('Language') });
    const reply = replies[Math.min(requests.length, replies.length) - 1] ?? [];
    return reply instanceof Response ? reply : ok({ list: reply, footer: { unreadCount: 0 } });
  });
  return { handler, requests };
}

/** Answers for what lies below the fold: hot matches, the categories and the hot games; and the promotions. */
export function belowFoldHandlers({
  matches = [],
  hot = [],
  categories = vendorCategoriesFactory(),
  referral = false,
}: { matches?: HotMatch[]; hot?: GameItem[]; categories?: VendorCategory[]; referral?: boolean } = {}) {
  const promotions: PromotionSwitch[] = [
    { key: 'MISSION', enabled: true },
    { key: 'REFERRAL', enabled: referral },
  ];
  return [
    http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(promotions)),
    gameRoute('hotMatches', () => ok({ list: matches })).handler,
    gameRoute('hot', () => ok({ list: hot })).handler,
    gameRoute('vendorGameTypes', () => ok(categories)).handler,
  ];
}

export const USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Mobile',
  iphone: (os: string) =>
    `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`,
} as const;

/** Makes the browser report this user agent and, optionally, that it runs as an installed app. */
export function pretendBrowser(userAgent: string, { standalone = false } = {}): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: standalone && query.includes('display-mode: standalone'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
