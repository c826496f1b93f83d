/** Content types: Agent A, Player PL, Banner B, Pop-Up PU, Promotion PR, and H (home news). */
export type ContentType = 'A' | 'PL' | 'B' | 'PU' | 'PR' | 'H';

/** Who a popup is for: A logged in, B everyone else, F first-time logged in. */
export type Execution = 'A' | 'B' | 'F';

export interface AnnouncementQuery {
  /** Comma-separated content types, such as `B,PL,PU,H`. */
  types: string;
  groupName: string;
  platform: 'M';
  merchantCode: string;
}

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
