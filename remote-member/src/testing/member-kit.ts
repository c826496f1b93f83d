// Test kit of the member area: the namespace, handlers for what every page asks, and factories.
import { beforeAll } from 'vitest';
import {
  MEMBER_PATHS,
  PATHS,
  addNamespace,
  type ClubValue,
  type HelpEntry,
  type MessageDetail,
  type MessageListValue,
  type MessageSummary,
  type Notice,
  type PromotionKey,
  type PromotionSwitch,
} from '@platform/shared';
import { apiUrl, http, ok } from '@platform/shared/testing';
import en from '../i18n/en.json';
import ty from '../i18n/ty.json';

// The expose files register the namespace at import, which needs i18n started; the host does that
// first, but here the setup file starts i18n, so tests import pages directly and register it here.
beforeAll(() => addNamespace('member', { ty, en }));

/** The promotion switches with the given keys on. */
export const promotionsWith = (...on: PromotionKey[]): PromotionSwitch[] =>
  (['MISSION', 'REFERRAL'] as const).map((key) => ({ key, enabled: on.includes(key) }));

/** Handlers for what Mine and the header ask on their own: promotions, the VIP club, the unread count. */
export function mineHandlers(options: { promotions?: PromotionSwitch[]; club?: ClubValue; unread?: number } = {}) {
  return [
    http.get(apiUrl(MEMBER_PATHS.promotions), () => ok(options.promotions ?? promotionsWith())),
    http.get(apiUrl(MEMBER_PATHS.club), () => ok(options.club ?? null)),
    http.get(apiUrl(PATHS.unreadCount), () => ok(options.unread ?? 0)),
  ];
}

export const messageFactory = (overrides: Partial<MessageDetail> = {}): MessageDetail => ({
  id: 1,
  category: 'deposit',
  title: 'Deposit confirmed: ₱500.00',
  summary: 'We received your deposit of ₱500.00 via GCash.',
  content: '<p>We received your deposit of <b>₱500.00</b> via GCash.</p>',
  createdAt: '2025-05-08T02:20:00.000Z',
  read: false,
  ...overrides,
});

/** Pages of an inbox of `messages`, `pageSize` a page, with counts computed from them. */
export function inboxPages(messages: readonly MessageSummary[], pageSize = 10): MessageListValue[] {
  const total = messages.length;
  const unreadCount = messages.filter((message) => !message.read).length;
  const totalPages = Math.ceil(total / pageSize);
  return Array.from({ length: Math.max(totalPages, 1) }, (_, index) => ({
    list: messages.slice(index * pageSize, (index + 1) * pageSize),
    pageNum: index + 1,
    totalPages,
    total,
    unreadCount,
  }));
}

export const noticeFactory = (overrides: Partial<Notice> = {}): Notice => ({
  id: 111,
  type: 'PL',
  title: 'New game: Jeepney Jackpot',
  content: '<p>Try the new Jeepney Jackpot slot.</p>',
  createdAt: '2025-05-01T00:00:00.000Z',
  read: false,
  ...overrides,
});

export const helpEntryFactory = (overrides: Partial<HelpEntry> = {}): HelpEntry => ({
  id: 1,
  title: 'How to deposit with GCash',
  content: '<p>GCash deposits usually arrive within a minute.</p>',
  ...overrides,
});
