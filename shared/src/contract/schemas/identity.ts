// Runtime schemas of the ID-verification requests.
import { Type } from '@sinclair/typebox';
import { IDENTITY_IMAGES, IDENTITY_REASON_MAX_LENGTH, IDENTITY_STATES } from '../identity';
import { MerchantCodeSchema, closedObject, oneOf } from './common';

const UploadId = Type.String({ pattern: '^[0-9a-f]{32}$' });

export const IdentitySubmitBodySchema = closedObject({ front: UploadId, back: UploadId, selfie: UploadId });

/** A rejection carries its reason; an approval none. */
export const TestIdentityReviewBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: IDENTITY_REASON_MAX_LENGTH })),
});

// Responses.

export const IdentityStateSchema = oneOf(IDENTITY_STATES);

export const IdentityImageSchema = oneOf(IDENTITY_IMAGES);

export const IdentityStatusSchema = Type.Object({
  state: IdentityStateSchema,
  /** Why the back office rejected the last submission; null unless rejected. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** ISO time of the last submission; null before the first. */
  submittedAt: Type.Union([Type.String(), Type.Null()]),
});
