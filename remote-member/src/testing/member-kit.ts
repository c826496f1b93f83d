// Test kit of the member area: handlers for what every page asks, and factories. Its texts are
// registered for every test of the area in ./setup.ts.
import { login } from '@platform/shared';
import {
  MEMBER_PATHS,
  PATHS,
  RULE_NAMES,
  type ActivityDetail,
  type ClubValue,
  type DepositChannel,
  type DepositLimit,
  type DepositOrder,
  type HelpEntry,
  type MessageCounts,
  type MessageDetail,
  type MessageListValue,
  type MessageSummary,
  type Notice,
  type PromotionKey,
  type PromotionSwitch,
  type RebateClaim,
  type RebateDue,
  type ResponsibleSettings,
  type Reward,
  type RuleTable,
} from '@platform/shared/contract';
import { apiUrl, fail, http, loginValueFactory, ok } from '@platform/shared/testing';

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

/** `count` messages, newest first (id `count` is the newest), the first `unread` of them unread. */
export function messagesOf(count: number, unread: number): MessageDetail[] {
  return Array.from({ length: count }, (_, index) =>
    messageFactory({
      id: count - index,
      title: `Message ${count - index}`,
      summary: `Summary of message ${count - index}`,
      content: `<p>Content of message ${count - index}</p>`,
      createdAt: new Date(Date.UTC(2025, 4, 9) - index * 3_600_000).toISOString(),
      read: index >= unread,
    }),
  );
}

/**
 * A member's inbox on the mock server, kept in memory: list pages, opening, marking read (one or all),
 * deleting, and the unread count all answer from the same messages, as platform-api does.
 */
export function fakeInbox(initial: readonly MessageDetail[]) {
  const messages = initial.map((message) => ({ ...message }));
  const calls: string[] = [];
  const counts = (): MessageCounts => ({
    total: messages.length,
    unreadCount: messages.filter((message) => !message.read).length,
  });
  const find = (id: unknown) => messages.find((message) => message.id === Number(id));
  const gone = () => fail(404, { errorCode: 'request.url_empty', message: 'No such message.' });
  const handlers = [
    http.get(apiUrl(PATHS.unreadCount), () => ok(counts().unreadCount)),
    http.get(apiUrl(MEMBER_PATHS.messages), ({ request }) => {
      const url = new URL(request.url);
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      calls.push(`list ${pageNo}`);
      const list: MessageSummary[] = messages
        .slice((pageNo - 1) * pageSize, pageNo * pageSize)
        .map(({ content: _content, ...summary }) => summary);
      const value: MessageListValue = {
        ...counts(),
        list,
        pageNum: pageNo,
        totalPages: Math.ceil(messages.length / pageSize),
      };
      return ok(value);
    }),
    http.put(apiUrl(MEMBER_PATHS.messagesReadAll), () => {
      calls.push('read all');
      for (const message of messages) message.read = true;
      return ok(counts());
    }),
    http.get(apiUrl(MEMBER_PATHS.message(':id')), ({ params }) => {
      const message = find(params.id);
      return message ? ok(message) : gone();
    }),
    http.put(apiUrl(MEMBER_PATHS.messageRead(':id')), ({ params }) => {
      calls.push(`read ${String(params.id)}`);
      const message = find(params.id);
      if (!message) return gone();
      message.read = true;
      return ok(counts());
    }),
    http.delete(apiUrl(MEMBER_PATHS.message(':id')), ({ params }) => {
      calls.push(`delete ${String(params.id)}`);
      const message = find(params.id);
      if (!message) return gone();
      messages.splice(messages.indexOf(message), 1);
      return ok(counts());
    }),
  ];
  return { handlers, messages, calls };
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

export const activityFactory = (overrides: Partial<ActivityDetail> = {}): ActivityDetail => ({
  id: 1,
  category: 'deposit',
  kind: 'apply',
  title: '100% first deposit bonus',
  summary: 'Double your first deposit, up to ₱500.',
  startsAt: '2025-01-01T00:00:00.000Z',
  endsAt: '2099-12-31T00:00:00.000Z',
  bonus: 500,
  status: 'join',
  rules: '<ol><li>Attach your <strong>receipt</strong>.</li></ol>',
  application: null,
  ...overrides,
});

export const rewardFactory = (overrides: Partial<Reward> = {}): Reward => ({
  id: 1,
  title: 'Login reward',
  amount: 75.5,
  claimed: false,
  createdAt: '2025-05-08T02:20:00.000Z',
  claimedAt: null,
  ...overrides,
});

/** Signs member01 of M001 in, as the login page would. */
export const signInMember = () => login(loginValueFactory({ userName: 'member01' }), 'M001');

export const depositChannelFactory = (overrides: Partial<DepositChannel> = {}): DepositChannel => ({
  code: 'GCASH',
  min: 100,
  max: 50_000,
  presets: [100, 500, 1000],
  expiresInMinutes: 30,
  ...overrides,
});

export const depositOrderFactory = (overrides: Partial<DepositOrder> = {}): DepositOrder => ({
  orderNo: 'D20250510000001',
  channel: 'GCASH',
  amount: 1500.5,
  state: 'pending',
  reference: 'REF7Q2K',
  payee: { name: 'Platform Payments Inc.', account: '0917 555 0101' },
  createdAt: '2025-05-10T04:00:00.000Z',
  expiresAt: '2099-05-10T04:30:00.000Z',
  closedAt: null,
  checkoutUrl: null,
  ...overrides,
});

export const depositLimitFactory = (overrides: Partial<DepositLimit> = {}): DepositLimit => ({
  period: 'day',
  amount: null,
  used: 0,
  pending: null,
  ...overrides,
});

/** Settings with the day, week and month limits given by period (none set otherwise). */
export const responsibleSettingsFactory = (
  limits: Partial<Record<DepositLimit['period'], Partial<DepositLimit>>> = {},
  realityCheckMinutes = 60,
): ResponsibleSettings => ({
  limits: (['day', 'week', 'month'] as const).map((period) => depositLimitFactory({ period, ...limits[period] })),
  realityCheckMinutes,
});

export const rebateDueFactory = (overrides: Partial<RebateDue> = {}): RebateDue => ({
  betTotal: 12_345.5,
  ratePercent: 0.8,
  due: 98.76,
  ...overrides,
});

export const rebateClaimFactory = (overrides: Partial<RebateClaim> = {}): RebateClaim => ({
  claimNo: 'RB20250510000001',
  day: '2025-05-10',
  betTotal: 12_345.5,
  ratePercent: 0.8,
  amount: 98.76,
  createdAt: '2025-05-10T09:15:00.000Z',
  ...overrides,
});

/** The merchant's rule table with every rule off: the money forms check their own fields. */
export const rulesOff = (): RuleTable =>
  Object.fromEntries(
    RULE_NAMES.map((name) => [name, { enabled: false, required: false, pattern: '.*', messageKey: 'error.unknown' }]),
  ) as RuleTable;

/** Answers the rule table that every form asks for, every rule off. */
export const rulesOffHandler = () => http.get(apiUrl(PATHS.rules), () => ok(rulesOff()));
