// Runtime schemas of the promotion requests and their test-mode arrangements.
import { Type } from '@sinclair/typebox';
import {
  ACTIVITY_APPLY_LIMITS,
  ACTIVITY_CATEGORIES,
  ACTIVITY_KINDS,
  ACTIVITY_STATUSES,
  APPLICATION_REVIEW_STATUSES,
  PROMOTION_RULE_CODES,
} from '../promotions';
import { closedObject, MerchantCodeSchema, MoneyAmount, oneOf } from './common';

// Base64 of the largest image, with room for its padding.
const MAX_BASE64 = Math.ceil(ACTIVITY_APPLY_LIMITS.maxImageBytes / 3) * 4;

export const ActivityListQuerySchema = closedObject({ category: Type.Optional(oneOf(ACTIVITY_CATEGORIES)) });

export const ActivityApplyBodySchema = closedObject({
  comment: Type.String({ maxLength: ACTIVITY_APPLY_LIMITS.commentMaxLength }),
  uploads: Type.Array(Type.String({ pattern: '^[a-f0-9]{32}$' }), { maxItems: ACTIVITY_APPLY_LIMITS.maxImages }),
});

export const ActivityUploadBodySchema = closedObject({
  type: oneOf(ACTIVITY_APPLY_LIMITS.imageTypes),
  data: Type.String({ minLength: 4, maxLength: MAX_BASE64, pattern: '^[A-Za-z0-9+/]+={0,2}$' }),
});

export const TestApplicationBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  activityId: Type.Integer({ minimum: 1 }),
  status: oneOf(APPLICATION_REVIEW_STATUSES),
});

export const TestRewardBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  /** Pesos, at most two decimals. */
  amount: MoneyAmount(1_000_000),
  title: closedObject({
    ty: Type.String({ minLength: 1, maxLength: 80 }),
    en: Type.String({ minLength: 1, maxLength: 80 }),
  }),
});

// Responses.

export const ActivityImageTypeSchema = oneOf(ACTIVITY_APPLY_LIMITS.imageTypes);

export const ActivityCategorySchema = oneOf(ACTIVITY_CATEGORIES);

export const ActivityKindSchema = oneOf(ACTIVITY_KINDS);

export const ActivityStatusSchema = oneOf(ACTIVITY_STATUSES);

export const ApplicationReviewStatusSchema = oneOf(APPLICATION_REVIEW_STATUSES);

export const PromotionRuleCodeSchema = oneOf(PROMOTION_RULE_CODES);

/** Which rule blocks a member, and its figures already formatted (amounts as "₱100.00", counts, days). */
export const PromotionBlockSchema = Type.Object({
  code: PromotionRuleCodeSchema,
  values: Type.Record(Type.String(), Type.String()),
});

export const ActivitySummarySchema = Type.Object({
  id: Type.Number(),
  category: ActivityCategorySchema,
  kind: ActivityKindSchema,
  title: Type.String(),
  summary: Type.String(),
  /** ISO date-times. */
  startsAt: Type.String(),
  endsAt: Type.String(),
  /** The bonus in pesos (0 when the activity names none). */
  bonus: Type.Number(),
  /** The member's status; without a session, join, close or coming_soon. */
  status: ActivityStatusSchema,
  /**
   * The rule that stops the member taking part now (the server refuses the claim or application with
   * this code and these values); absent when nothing blocks, or without a session.
   */
  blocked: Type.Optional(PromotionBlockSchema),
});

export const ActivityApplicationSchema = Type.Object({
  comment: Type.String(),
  imageCount: Type.Number(),
  /** ISO date-time of the last change. */
  updatedAt: Type.String(),
});

export const ActivityDetailSchema = Type.Composite([
  ActivitySummarySchema,
  Type.Object({
    /** Server-provided HTML: sanitize before it reaches the DOM. */
    rules: Type.String(),
    /** The member's application, if any. */
    application: Type.Union([ActivityApplicationSchema, Type.Null()]),
  }),
]);

export const ActivityUploadSchema = Type.Object({
  id: Type.String(),
  bytes: Type.Number(),
});

export const RewardSchema = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** Pesos. */
  amount: Type.Number(),
  claimed: Type.Boolean(),
  /** ISO date-times. */
  createdAt: Type.String(),
  claimedAt: Type.Union([Type.String(), Type.Null()]),
});

export const RewardListSchema = Type.Object({
  /** Waiting to be claimed, newest first. */
  available: Type.Array(RewardSchema),
  /** Claimed, newest claim first. */
  history: Type.Array(RewardSchema),
});

export const RewardClaimValueSchema = Type.Object({
  reward: RewardSchema,
  /** The balance after the claim, in pesos. */
  sumBalance: Type.Number(),
});

export const VipLevelBenefitsSchema = Type.Object({
  level: Type.Number(),
  name: Type.String(),
  /** Turnover (total stakes, pesos) that reaches the level. */
  turnover: Type.Number(),
  /** Paid once on reaching the level, pesos. */
  upgradeBonus: Type.Number(),
  /** Paid each month at the level, pesos. */
  monthlyBonus: Type.Number(),
  /** Rebate on stakes, percent. */
  rebatePercent: Type.Number(),
  /** Withdrawals a day. */
  dailyWithdrawals: Type.Number(),
});

export const VipBenefitsSchema = Type.Object({
  /** The member's level (0 outside the club) and total turnover, pesos. */
  level: Type.Number(),
  turnover: Type.Number(),
  levels: Type.Array(VipLevelBenefitsSchema),
});

/** A winner board entry; the board is sorted by `vo.winAmount`, highest first. */
export const MissionWinnerSchema = Type.Object({
  vo: Type.Object({
    /** Masked account, such as `ju***01`. */
    account: Type.String(),
    mission: Type.String(),
    /** Pesos. */
    winAmount: Type.Number(),
  }),
});
