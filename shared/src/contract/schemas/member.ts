// Runtime schemas of the member-centre requests (messages, notices, help, service, promotions, club,
// referral, and their test-mode arrangements). platform-api validates with them; the contract derives its
// request types from them by type-only imports, so the page never loads this module.
import { Type } from '@sinclair/typebox';
import { HELP_DEVICES, MEMBER_PAGING, MESSAGE_CATEGORIES, PROMOTION_KEYS, type PromotionKey } from '../member';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9]{1,16}$' });
const Account = Type.String({ minLength: 1, maxLength: 64 });
const Bilingual = (maxLength: number) =>
  Type.Object(
    { ty: Type.String({ minLength: 1, maxLength }), en: Type.String({ minLength: 1, maxLength }) },
    { additionalProperties: false },
  );
const CONTENT_TYPE = '(?:A|PL|B|PU|PR|H)';

// Queries drop what they do not know (older clients send a token in the query) instead of refusing it.
const query = { additionalProperties: false } as const;
const body = { additionalProperties: false } as const;

/** `:id` of a message or a notice. */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, body);

export const MessageListQuerySchema = Type.Object(
  {
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MEMBER_PAGING.maxPageSize })),
  },
  query,
);

export const NoticeQuerySchema = Type.Object(
  {
    /** Comma-separated content types, such as `PL,H,A`. Agent announcements (A) list for agents only. */
    types: Type.String({ pattern: `^${CONTENT_TYPE}(?:,${CONTENT_TYPE})*$`, maxLength: 64 }),
    groupName: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' })),
    platform: Type.Optional(Type.Literal('M')),
    merchantCode: Type.Optional(MerchantCode),
  },
  query,
);

export const HelpQuerySchema = Type.Object({ device: literals(HELP_DEVICES) }, query);

// Test mode.

export const TestMobileTemplateBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    template: Type.Object(
      { mem_cen: Type.Optional(literals(['0', '1'])), dep_func: Type.Optional(literals(['0', '1'])) },
      body,
    ),
  },
  body,
);

export const TestPromotionsBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    // An unknown key is refused, not dropped: a test that names one has a typo.
    promotions: Type.Object(
      { MISSION: Type.Optional(Type.Boolean()), REFERRAL: Type.Optional(Type.Boolean()) } satisfies Record<
        PromotionKey,
        unknown
      >,
      { propertyNames: { enum: [...PROMOTION_KEYS] } },
    ),
  },
  body,
);

export const TestMemberBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    account: Account,
    type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    /** true: the member gets the merchant's first agent as upline; false: no upline. */
    toUpline: Type.Optional(Type.Boolean()),
    /** 0: no VIP level. */
    vipLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  },
  body,
);

export const TestMessageBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    account: Account,
    category: Type.Optional(literals(MESSAGE_CATEGORIES)),
    title: Bilingual(120),
    /** HTML, as the platform stores it. */
    content: Bilingual(4000),
  },
  body,
);

export const TestHelpBodySchema = Type.Object(
  {
    merchantCode: MerchantCode,
    entries: Type.Array(
      Type.Object(
        {
          title: Bilingual(120),
          content: Bilingual(8000),
          device: Type.Optional(literals(['ALL', ...HELP_DEVICES])),
        },
        body,
      ),
      { maxItems: 30 },
    ),
  },
  body,
);
