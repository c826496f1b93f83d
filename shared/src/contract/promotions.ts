// The promotions half of the member area: the activity list with each member's status, applications
// with images, the reward centre, VIP benefits and the mission winner board, and their test-mode
// arrangements. Request types come from the runtime schemas by type-only imports.
import type { Static } from '@sinclair/typebox';
import type { ErrorCode } from './errors';
import type {
  ActivityApplicationSchema,
  ActivityApplyBodySchema,
  ActivityDetailSchema,
  ActivityListQuerySchema,
  ActivitySummarySchema,
  ActivityUploadBodySchema,
  ActivityUploadSchema,
  MissionWinnerSchema,
  PromotionBlockSchema,
  RewardClaimValueSchema,
  RewardListSchema,
  RewardSchema,
  TestApplicationBodySchema,
  TestRewardBodySchema,
  VipBenefitsSchema,
  VipLevelBenefitsSchema,
} from './schemas/promotions';

/** Paths of the promotion calls, relative to API_BASE. Every one needs the session unless it says not. */
export const PROMO_PATHS = {
  /** GET ActivityListQuery → ActivitySummary[]; public (statuses are the member's with a session). */
  activities: '/activities',
  /** GET → ActivityDetail; public like the list. */
  activity: (id: number | string) => `/activities/${id}`,
  /** POST (no body): joins a join or mission activity, or claims a claim one → ActivityDetail. */
  activityAction: (id: number | string) => `/activities/${id}/action`,
  /** POST ActivityApplyBody → ActivityDetail: applies (or applies again after a refusal). */
  activityApply: (id: number | string) => `/activities/${id}/apply`,
  /** POST ActivityUploadBody → ActivityUpload: one image, kept for the member until an application uses it. */
  uploads: '/activities/uploads',
  /** GET → RewardList. */
  rewards: '/rewards',
  /** POST (no body) → RewardClaimValue: the amount goes to the wallet through the ledger. */
  rewardClaim: (id: number | string) => `/rewards/${id}/claim`,
  /** GET → VipBenefits. */
  vipBenefits: '/vip/benefits',
  /** GET → MissionWinner[]; public. */
  missionWinners: '/promotions/mission/winners',
} as const;

/** Test-mode paths that drive applications and rewards (404 outside test mode). */
export const PROMO_TEST_PATHS = {
  /** PUT TestApplicationBody → ActivityDetail: moves a member's application to a status. */
  application: '/test/activity-application',
  /** POST TestRewardBody → Reward: a reward for the member to claim. */
  rewards: '/test/rewards',
} as const;

/** Activity apply form limits (spec section 5 and 9). */
export const ACTIVITY_APPLY_LIMITS = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;
export type ActivityImageType = (typeof ACTIVITY_APPLY_LIMITS.imageTypes)[number];

/**
 * The largest request body the API reads: one image of `maxImageBytes` as base64 in JSON, with room
 * for the rest. platform-api's upload route and the site's /api proxy both take this much.
 */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil(ACTIVITY_APPLY_LIMITS.maxImageBytes / 3) * 4 + 64 * 1024;

export const ACTIVITY_CATEGORIES = ['deposit', 'casino', 'sports', 'daily', 'vip', 'mission'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/**
 * How a member takes part: `apply` with the form (reviewed by the operator), `claim` at once, `join`
 * by signing up, `mission` by joining and then playing towards a target.
 */
export const ACTIVITY_KINDS = ['apply', 'claim', 'join', 'mission'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The spec's statuses (section 3): join (open to join or apply), claim (a bonus waits), applying (under
 * review), close (ended), rejected, issued (the bonus is in the reward centre), claimed, process (a
 * mission under way), joined (signed/joined) and coming_soon.
 */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Statuses the operator (or a test) moves an application to. */
export const APPLICATION_REVIEW_STATUSES = ['applying', 'process', 'rejected', 'issued'] as const;
export type ApplicationReviewStatus = (typeof APPLICATION_REVIEW_STATUSES)[number];

export type ActivityListQuery = Static<typeof ActivityListQuerySchema>;
export type ActivityApplyBody = Static<typeof ActivityApplyBodySchema>;
export type ActivityUploadBody = Static<typeof ActivityUploadBodySchema>;
export type TestApplicationBody = Static<typeof TestApplicationBodySchema>;
export type TestRewardBody = Static<typeof TestRewardBodySchema>;

export type ActivitySummary = Static<typeof ActivitySummarySchema>;

/** Error codes of the promotion rules, each with its translated message in the shared i18n files. */
export const PROMOTION_RULE_CODES = [
  'promo.trial',
  'promo.member_type',
  'promo.vip_level',
  'promo.min_deposit',
  'promo.min_turnover',
  'promo.claimed',
  'promo.images_required',
  'promo.comment_required',
] as const satisfies readonly ErrorCode[];
export type PromotionRuleCode = (typeof PROMOTION_RULE_CODES)[number];

/** Which rule blocks a member, and its figures already formatted (amounts as "₱100.00", counts, days). */
export type PromotionBlock = Static<typeof PromotionBlockSchema>;

export type ActivityApplication = Static<typeof ActivityApplicationSchema>;

export type ActivityDetail = Static<typeof ActivityDetailSchema>;

export type ActivityUpload = Static<typeof ActivityUploadSchema>;

export type Reward = Static<typeof RewardSchema>;

export type RewardList = Static<typeof RewardListSchema>;

export type RewardClaimValue = Static<typeof RewardClaimValueSchema>;

export type VipLevelBenefits = Static<typeof VipLevelBenefitsSchema>;

export type VipBenefits = Static<typeof VipBenefitsSchema>;

/** A winner board entry; the board is sorted by `vo.winAmount`, highest first. */
export type MissionWinner = Static<typeof MissionWinnerSchema>;
