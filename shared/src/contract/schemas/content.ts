import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES } from '../content';
import { closedObject, MerchantCodeSchema, oneOf } from './common';

const TYPE = `(?:${CONTENT_TYPES.join('|')})`;

export const AnnouncementQuerySchema = closedObject({
  /** Comma-separated content types, such as `B,PL,PU,H`. */
  types: Type.String({ pattern: `^${TYPE}(?:,${TYPE})*$`, maxLength: 64 }),
  groupName: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  platform: Type.Optional(Type.Literal('M')),
  /** When given, it must be the merchant of the `Merchant` header. */
  merchantCode: Type.Optional(MerchantCodeSchema),
});

// Responses.

export const ContentTypeSchema = oneOf(CONTENT_TYPES);

/** Who a popup is for: A logged in, B everyone else, F first-time logged in. */
export const ExecutionSchema = oneOf(['A', 'B', 'F']);

export const AnnouncementSchema = Type.Object({
  id: Type.Number(),
  type: ContentTypeSchema,
  title: Type.String(),
  /** Server-provided HTML: sanitize before it reaches the DOM. */
  content: Type.String(),
  /** Banner image (type B), or a generated-art path. */
  url: Type.Optional(Type.String()),
  /** Where tapping leads: http(s) opens outside, a path navigates inside the site. */
  link: Type.Optional(Type.String()),
  execution: Type.Optional(ExecutionSchema),
  promotionType: Type.Optional(Type.String()),
  createdAt: Type.String(),
});

export const AnnouncementListSchema = Type.Object({
  list: Type.Array(AnnouncementSchema),
  footer: Type.Object({
    unreadCount: Type.Number(),
  }),
});
