// Runtime schemas of the superior-transfer and rebate requests.
import { Type } from '@sinclair/typebox';
import { closedObject } from './common';

const IdempotencyKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

export const UplineTransferBodySchema = closedObject({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
  idempotencyKey: IdempotencyKey,
});

export const RebateClaimBodySchema = closedObject({ idempotencyKey: IdempotencyKey });
