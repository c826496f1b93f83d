import { Type } from '@sinclair/typebox';
import { endpoint } from '../endpoint';
import { PROMO_PATHS, PROMO_TEST_PATHS } from '../promotions';
import { IdParamsSchema } from '../schemas/member';
import {
  ActivityApplyBodySchema,
  ActivityDetailSchema,
  ActivityListQuerySchema,
  ActivitySummarySchema,
  ActivityUploadBodySchema,
  ActivityUploadSchema,
  MissionWinnerSchema,
  RewardClaimValueSchema,
  RewardListSchema,
  RewardSchema,
  TestApplicationBodySchema,
  TestRewardBodySchema,
  VipBenefitsSchema,
} from '../schemas/promotions';

/** Activities, rewards and VIP benefits. */
export const PROMOTION_ENDPOINTS = {
  activities: endpoint({
    method: 'GET',
    path: PROMO_PATHS.activities,
    access: 'public',
    query: ActivityListQuerySchema,
    response: Type.Array(ActivitySummarySchema),
  }),
  activity: endpoint({
    method: 'GET',
    path: PROMO_PATHS.activity(':id'),
    access: 'public',
    params: IdParamsSchema,
    response: ActivityDetailSchema,
  }),
  activityAction: endpoint({
    method: 'POST',
    path: PROMO_PATHS.activityAction(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: ActivityDetailSchema,
  }),
  activityApply: endpoint({
    method: 'POST',
    path: PROMO_PATHS.activityApply(':id'),
    access: 'member',
    params: IdParamsSchema,
    body: ActivityApplyBodySchema,
    response: ActivityDetailSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: PROMO_PATHS.uploads,
    access: 'member',
    body: ActivityUploadBodySchema,
    response: ActivityUploadSchema,
  }),
  rewards: endpoint({ method: 'GET', path: PROMO_PATHS.rewards, access: 'member', response: RewardListSchema }),
  rewardClaim: endpoint({
    method: 'POST',
    path: PROMO_PATHS.rewardClaim(':id'),
    access: 'member',
    params: IdParamsSchema,
    response: RewardClaimValueSchema,
  }),
  vipBenefits: endpoint({
    method: 'GET',
    path: PROMO_PATHS.vipBenefits,
    access: 'member',
    response: VipBenefitsSchema,
  }),
  missionWinners: endpoint({
    method: 'GET',
    path: PROMO_PATHS.missionWinners,
    access: 'public',
    response: Type.Array(MissionWinnerSchema),
  }),
  testApplication: endpoint({
    method: 'PUT',
    path: PROMO_TEST_PATHS.application,
    access: 'test',
    body: TestApplicationBodySchema,
    response: ActivityDetailSchema,
  }),
  testReward: endpoint({
    method: 'POST',
    path: PROMO_TEST_PATHS.rewards,
    access: 'test',
    body: TestRewardBodySchema,
    response: RewardSchema,
  }),
};
