// Runtime schemas of the ID-verification requests.
import { Type } from '@sinclair/typebox';
import { IDENTITY_REASON_MAX_LENGTH } from '../identity';
import { MerchantCodeSchema, closedObject } from './common';

const UploadId = Type.String({ pattern: '^[0-9a-f]{32}$' });

export const IdentitySubmitBodySchema = closedObject({ front: UploadId, back: UploadId, selfie: UploadId });

/** A rejection carries its reason; an approval none. */
export const TestIdentityReviewBodySchema = closedObject({
  merchantCode: MerchantCodeSchema,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  approve: Type.Boolean(),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: IDENTITY_REASON_MAX_LENGTH })),
});
