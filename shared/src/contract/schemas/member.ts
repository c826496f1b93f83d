// Runtime schemas of the member-centre requests (messages, notices, help, and their test-mode
// arrangements). platform-api validates with them; the contract derives its request types from them by
// type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES } from '../content';
import {
  DOWNLOAD_RESOURCE_TYPES,
  HELP_DEVICES,
  MEMBER_PAGING,
  MESSAGE_CATEGORIES,
  PROMOTION_KEYS,
  SERVICE_PATH_TYPES,
  type PromotionKey,
} from '../member';
import { closedObject, MerchantCodeSchema, oneOf } from './common';
import { AnnouncementSchema } from './content';

const Account = Type.String({ minLength: 1, maxLength: 64 });
const Bilingual = (maxLength: number) =>
  closedObject({ ty: Type.String({ minLength: 1, maxLength }), en: Type.String({ minLength: 1, maxLength }) });
const CONTENT_TYPE = `(?:${CONTENT_TYPES.join('|')})`;

/** `:id` of a message or a notice. */
export const IdParamsSchema = closedObject({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const MessageListQuerySchema = closedObject({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_PAGING.maxPageSize })),
});

export const NoticeQuerySchema = closedObject({
  /** Comma-separated content types, such as `PL,H,A`. Agent announcements (A) list for agents only. */
  types: Type.String({ pattern: `^${CONTENT_TYPE}(?:,${CONTENT_TYPE})*$`, maxLength: 64 }),
  groupName: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
  platform: Type.Optional(Type.Literal('M')),
  /** When given, it must be the merchant of the `Merchant` header. */
  merchantCode: Type.Optional(MerchantCodeSchema),
});

export const HelpQuerySchema = closedObject({ device: oneOf(HELP_DEVICES) });

// Test mode.

export const TestMobileTemplateBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  template: closedObject({
    mem_cen: Type.Optional(oneOf(['0', '1'])),
    dep_func: Type.Optional(oneOf(['0', '1'])),
  }),
});

export const TestPromotionsBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  // An unknown key is refused, not dropped: a test that names one has a typo.
  promotions: Type.Object(
    { MISSION: Type.Optional(Type.Boolean()), REFERRAL: Type.Optional(Type.Boolean()) } satisfies Record<
      PromotionKey,
      unknown
    >,
    { propertyNames: { enum: [...PROMOTION_KEYS] } },
  ),
});

export const TestMemberBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Account,
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  /** true: the member gets the merchant's first agent as upline; false: no upline. */
  toUpline: Type.Optional(Type.Boolean()),
  /** 0: no VIP level. */
  vipLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  /** true: the member's logins are forgotten, so the next one is a first login. */
  neverLoggedIn: Type.Optional(Type.Literal(true)),
});

export const TestMessageBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Account,
  category: Type.Optional(oneOf(MESSAGE_CATEGORIES)),
  title: Bilingual(120),
  /** HTML, as the platform stores it. */
  content: Bilingual(4000),
});

export const TestHelpBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  entries: Type.Array(
    closedObject({
      title: Bilingual(120),
      content: Bilingual(8000),
      device: Type.Optional(oneOf(['ALL', ...HELP_DEVICES])),
    }),
    { maxItems: 30 },
  ),
});

export const DownloadResourceSchema = Type.Object({
  resourceType: oneOf(DOWNLOAD_RESOURCE_TYPES),
  /** Absolute http(s) URL, except MOBILECONFIG: a path the client prefixes with the site origin. */
  url: Type.String(),
});

// Responses.

export const MessageCategorySchema = oneOf(MESSAGE_CATEGORIES);

export const HelpDeviceSchema = oneOf(HELP_DEVICES);

export const PromotionKeySchema = oneOf(PROMOTION_KEYS);

// Responses. Texts are in the request's language (the Language header).
export const MessageSummarySchema = Type.Object({
  id: Type.Number(),
  category: MessageCategorySchema,
  title: Type.String(),
  /** The start of the content as plain text, for the inbox row. */
  summary: Type.String(),
  /** ISO date-time. */
  createdAt: Type.String(),
  read: Type.Boolean(),
});

export const MessageDetailSchema = Type.Composite([
  MessageSummarySchema,
  Type.Object({
    /** Server-provided HTML: sanitize before it reaches the DOM. */
    content: Type.String(),
  }),
]);

/** The member's inbox counts after a change; `unreadCount` is what PATHS.unreadCount answers. */
export const MessageCountsSchema = Type.Object({
  total: Type.Number(),
  unreadCount: Type.Number(),
});

export const MessageListValueSchema = Type.Composite([
  MessageCountsSchema,
  Type.Object({
    list: Type.Array(MessageSummarySchema),
    pageNum: Type.Number(),
    totalPages: Type.Number(),
  }),
]);

export const NoticeSchema = Type.Composite([
  AnnouncementSchema,
  Type.Object({
    /** Whether the signed-in member has read it; null without a session. */
    read: Type.Union([Type.Boolean(), Type.Null()]),
  }),
]);

export const NoticeListSchema = Type.Object({
  list: Type.Array(NoticeSchema),
  /** `unreadCount`: how many of the listed notices the member has not read (0 without a session). */
  footer: Type.Object({
    unreadCount: Type.Number(),
  }),
});

export const NoticeReadValueSchema = Type.Object({
  id: Type.Number(),
  read: Type.Literal(true),
});

export const HelpEntrySchema = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** Server-provided HTML: sanitize before it reaches the DOM. */
  content: Type.String(),
});

export const ServicePathTypeSchema = Type.Union([
  Type.Literal(SERVICE_PATH_TYPES.helpDesk),
  Type.Literal(SERVICE_PATH_TYPES.messaging),
  Type.Literal(SERVICE_PATH_TYPES.liveChat),
]);

export const ServicePathSchema = Type.Object({
  type: ServicePathTypeSchema,
  name: Type.String(),
  path: Type.String(),
});

export const ServiceInfoSchema = Type.Object({
  /** The platform's service version, shown as small print. */
  version: Type.String(),
  paths: Type.Array(ServicePathSchema),
});

export const PromotionSwitchSchema = Type.Object({
  key: PromotionKeySchema,
  enabled: Type.Boolean(),
});

export const ClubLevelSchema = Type.Object({
  level: Type.Number(),
  /** The level's name, such as "Silver". */
  name: Type.String(),
  /** Whether the merchant shows the VIP benefits page for this level. */
  showBenefit: Type.Boolean(),
});

/** Null: the member has no VIP level. */
export const ClubValueSchema = Type.Union([ClubLevelSchema, Type.Null()]);

export const ReferralValueSchema = Type.Object({
  code: Type.String(),
  /** The site path that registers with the code; the client puts its own origin in front. */
  registerPath: Type.String(),
  /** How many members registered with the code. */
  invitedCount: Type.Number(),
});

export const DownloadResourceTypeSchema = oneOf(DOWNLOAD_RESOURCE_TYPES);
