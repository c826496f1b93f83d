import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES } from '../content';
import { closedObject, MerchantCodeSchema } from './common';

const TYPE = `(?:${CONTENT_TYPES.join('|')})`;

export const AnnouncementQuerySchema = closedObject({
  /** Comma-separated content types, such as `B,PL,PU,H`. */
  types: Type.String({ pattern: `^${TYPE}(?:,${TYPE})*$`, maxLength: 64 }),
  groupName: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  platform: Type.Optional(Type.Literal('M')),
  /** When given, it must be the merchant of the `Merchant` header. */
  merchantCode: Type.Optional(MerchantCodeSchema),
});
