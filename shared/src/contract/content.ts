import type { Static } from '@sinclair/typebox';
import type { AnnouncementListSchema, AnnouncementQuerySchema, AnnouncementSchema } from './schemas/content';

/** Content types: Agent A, Player PL, Banner B, Pop-Up PU, Promotion PR, and H (home news). */
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** Who a popup is for: A logged in, B everyone else, F first-time logged in. */
export type Execution = 'A' | 'B' | 'F';

/** GET PATHS.announcements. */
export type AnnouncementQuery = Static<typeof AnnouncementQuerySchema>;

export type Announcement = Static<typeof AnnouncementSchema>;

export type AnnouncementList = Static<typeof AnnouncementListSchema>;
