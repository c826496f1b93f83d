// Runtime schemas of the member-centre requests (messages, notices, help, and their test-mode
// arrangements). platform-api validates with them; the contract derives its request types from them by
// type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES } from '../content';
import { HELP_DEVICES, MEMBER_PAGING, MESSAGE_CATEGORIES, PROMOTION_KEYS, type PromotionKey } from '../member';
import { closedObject, MerchantCodeSchema, oneOf } from './common';

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
