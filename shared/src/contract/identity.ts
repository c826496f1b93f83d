import type { Static } from '@sinclair/typebox';
import type { IdentityStatusSchema, IdentitySubmitBodySchema, TestIdentityReviewBodySchema } from './schemas/identity';

/** ID verification: the front and back of an ID and a selfie holding it, reviewed by the back office. */
export const IDENTITY_PATHS = {
  /** GET → IdentityStatus of the member. */
  status: '/identity',
  /**
   * POST IdentitySubmitBody → IdentityStatus: three images uploaded before through PROMO_PATHS.uploads;
   * refused while under review or once verified.
   */
  submit: '/identity',
} as const;

/** Test mode: the back office approves or rejects the submission under review. */
export const IDENTITY_TEST_PATHS = {
  /** PUT TestIdentityReviewBody → IdentityStatus. */
  review: '/test/identity/review',
} as const;

export const IDENTITY_STATES = ['none', 'review', 'verified', 'rejected'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

/** The three images, in the order the form asks for them. */
export const IDENTITY_IMAGES = ['front', 'back', 'selfie'] as const;
export type IdentityImage = (typeof IDENTITY_IMAGES)[number];

export const IDENTITY_REASON_MAX_LENGTH = 200;

export type IdentityStatus = Static<typeof IdentityStatusSchema>;

export type IdentitySubmitBody = Static<typeof IdentitySubmitBodySchema>;
export type TestIdentityReviewBody = Static<typeof TestIdentityReviewBodySchema>;
