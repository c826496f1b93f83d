// Runtime schemas of the promotion requests and their test-mode arrangements.
import { Type } from '@sinclair/typebox';
import { ACTIVITY_APPLY_LIMITS, ACTIVITY_CATEGORIES, APPLICATION_REVIEW_STATUSES } from '../promotions';
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
