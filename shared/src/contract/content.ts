import type { Static } from '@sinclair/typebox';
import type { AnnouncementQuerySchema } from './schemas/content';

/** Content types: Agent A, Player PL, Banner B, Pop-Up PU, Promotion PR, and H (home news). */
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** Who a popup is for: A logged in, B everyone else, F first-time logged in. */
export type Execution = 'A' | 'B' | 'F';

/** GET PATHS.announcements. */
export type AnnouncementQuery = Static<typeof AnnouncementQuerySchema>;

export interface Announcement {
  id: number;
  type: ContentType;
  title: string;
  /** Server-provided HTML: sanitize before it reaches the DOM. */
  content: string;
  /** Banner image (type B), or a generated-art path. */
  url?: string;
  /** Where tapping leads: http(s) opens outside, a path navigates inside the site. */
  link?: string;
  execution?: Execution;
  promotionType?: string;
  createdAt: string;
}

export interface AnnouncementList {
  list: Announcement[];
  footer: { unreadCount: number };
}
