// The member-centre calls: inbox messages, notices with read state, help, customer-service paths,
// promotion switches, the VIP club, the referral link, download resources, and their test-mode
// arrangements. Request types come from the runtime schemas by type-only imports, so this module (part of
// the shared singleton) never pulls the schema library into the page.
import type { Static } from '@sinclair/typebox';
import { fromBase64, toBase64 } from './encryption';
import type { MobileTemplate } from './system';
import type {
  ClubLevelSchema,
  HelpEntrySchema,
  HelpQuerySchema,
  MessageCountsSchema,
  MessageDetailSchema,
  MessageListQuerySchema,
  MessageListValueSchema,
  MessageSummarySchema,
  NoticeListSchema,
  NoticeQuerySchema,
  NoticeReadValueSchema,
  NoticeSchema,
  PromotionSwitchSchema,
  ReferralValueSchema,
  ServiceInfoSchema,
  ServicePathSchema,
  TestHelpBodySchema,
  TestMemberBodySchema,
  TestMessageBodySchema,
  TestMobileTemplateBodySchema,
  TestPromotionsBodySchema,
} from './schemas/member';
import type { DownloadResourceSchema } from './schemas/member';

/** Paths of the member-centre calls, relative to API_BASE. Every one needs the session unless it says not. */
export const MEMBER_PATHS = {
  /** GET MessageListQuery → MessageListValue, newest first. */
  messages: '/messages',
  /** GET → MessageDetail; DELETE → MessageCounts. Another member's or a deleted message answers 404. */
  message: (id: number | string) => `/messages/${id}`,
  /** PUT (no body): the message is read → MessageCounts. */
  messageRead: (id: number | string) => `/messages/${id}/read`,
  /** PUT (no body): every message of the member is read → MessageCounts. */
  messagesReadAll: '/messages/read-all',
  /**
   * GET NoticeQuery → NoticeList; the session is optional. Without one `read` is null and the unread
   * count 0. Agent announcements (A) list only for an agent, as PATHS.announcements has them.
   */
  notices: '/notices',
  /** PUT (no body): the announcement is read by the member → NoticeReadValue. */
  noticeRead: (id: number | string) => `/notices/${id}/read`,
  /** GET HelpQuery → HelpEntry[] in the request's language; public. */
  help: '/help',
  /** GET → ServiceInfo: the customer-service paths (type 3 sealed, see openServicePath); public. */
  serviceInfo: '/service/info',
  /** GET → PromotionSwitch[]: which promotions the merchant runs; public. */
  promotions: '/promotions/available',
  /** GET → ClubValue: the member's VIP level, or null outside the club. */
  club: '/member/club',
  /** GET → ReferralValue: the member's own invitation code (made on first ask). */
  referral: '/member/referral',
  /** GET → an Apple configuration profile (a web clip of the site) for the merchant; public. */
  mobileconfig: (merchantCode: string) => `/download/${merchantCode}.mobileconfig`,
} as const;

/** Test-mode paths that arrange the member centre (they answer 404 outside test mode). */
export const MEMBER_TEST_PATHS = {
  /** PUT TestMobileTemplateBody → StartupValue: switches the member-centre or deposit template. */
  mobileTemplate: '/test/mobile-template',
  /** PUT TestPromotionsBody → PromotionSwitch[]: turns MISSION or REFERRAL on or off. */
  promotions: '/test/promotions',
  /** PUT TestMemberBody → MemberInfo: changes a member's type, upline or VIP level, or forgets its logins. */
  member: '/test/member',
  /** POST TestMessageBody → MessageDetail (in the request's language): a new unread message. */
  messages: '/test/messages',
  /** PUT TestHelpBody → `{ count }`: replaces the merchant's help entries (an empty list empties it). */
  help: '/test/help',
} as const;

export const MEMBER_PAGING = { messages: 10, firstPage: 1, maxPageSize: 50 } as const;

/** What a message is about; the inbox draws an icon for each. */
export const MESSAGE_CATEGORIES = ['system', 'deposit', 'withdraw', 'promo', 'maintenance', 'vip', 'security'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/** The device a help entry is written for (the site asks for MOBILE); entries for ALL show on both. */
export const HELP_DEVICES = ['MOBILE', 'WEB'] as const;
export type HelpDevice = (typeof HELP_DEVICES)[number];

/** Promotions the member centre looks up by key. */
export const PROMOTION_KEYS = ['MISSION', 'REFERRAL'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];

// Requests (runtime schemas in `@platform/shared/contract/schemas`).
export type MessageListQuery = Static<typeof MessageListQuerySchema>;
export type NoticeQuery = Static<typeof NoticeQuerySchema>;
export type HelpQuery = Static<typeof HelpQuerySchema>;
export type TestMobileTemplateBody = Static<typeof TestMobileTemplateBodySchema>;
export type TestPromotionsBody = Static<typeof TestPromotionsBodySchema>;
export type TestMemberBody = Static<typeof TestMemberBodySchema>;
export type TestMessageBody = Static<typeof TestMessageBodySchema>;
export type TestHelpBody = Static<typeof TestHelpBodySchema>;

// Responses. Texts are in the request's language (the Language header).

export type MessageSummary = Static<typeof MessageSummarySchema>;

export type MessageDetail = Static<typeof MessageDetailSchema>;

/** The member's inbox counts after a change; `unreadCount` is what PATHS.unreadCount answers. */
export type MessageCounts = Static<typeof MessageCountsSchema>;

export type MessageListValue = Static<typeof MessageListValueSchema>;

export type Notice = Static<typeof NoticeSchema>;

export type NoticeList = Static<typeof NoticeListSchema>;

export type NoticeReadValue = Static<typeof NoticeReadValueSchema>;

export type HelpEntry = Static<typeof HelpEntrySchema>;

/**
 * Customer-service path types: 1 a help-desk web page, 2 a messaging app, 3 the live chat. A type 3
 * `path` is sealed (see openServicePath); the others are plain http(s) URLs.
 */
export const SERVICE_PATH_TYPES = { helpDesk: 1, messaging: 2, liveChat: 3 } as const;
export type ServicePathType = (typeof SERVICE_PATH_TYPES)[keyof typeof SERVICE_PATH_TYPES];

export type ServicePath = Static<typeof ServicePathSchema>;

export type ServiceInfo = Static<typeof ServiceInfoSchema>;

export type PromotionSwitch = Static<typeof PromotionSwitchSchema>;

export type ClubLevel = Static<typeof ClubLevelSchema>;

/** Null: the member has no VIP level. */
export type ClubValue = ClubLevel | null;

export type ReferralValue = Static<typeof ReferralValueSchema>;

/** Download resources of the start-up settings (`StartupValue.resources`). */
export const DOWNLOAD_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
export type DownloadResourceType = (typeof DOWNLOAD_RESOURCE_TYPES)[number];

export type DownloadResource = Static<typeof DownloadResourceSchema>;

/** Test mode: what MEMBER_TEST_PATHS.mobileTemplate may switch. */
export type TestTemplatePatch = Partial<Pick<MobileTemplate, 'mem_cen' | 'dep_func'>>;

/**
 * The sealing of live-chat service paths, scheme `a256gcm-merchant;v1`:
 * - key: the SHA-256 of the UTF-8 text `service-path:v1:<MERCHANT CODE in upper case>`, used as an
 *   AES-256-GCM key;
 * - sealed text: base64url without padding of a fresh 12-byte IV followed by the GCM output (the
 *   ciphertext of the UTF-8 URL, then the 16-byte tag).
 * The key comes from public facts, so this keeps the link out of plain sight (scrapers, logs), nothing
 * more: it is not a secret from anyone who reads this contract.
 */
export const SERVICE_PATH_SCHEME = 'a256gcm-merchant;v1';

const utf8 = new TextEncoder();

const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'));

async function servicePathKey(merchantCode: string, usage: 'encrypt' | 'decrypt') {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    utf8.encode(`service-path:v1:${merchantCode.toUpperCase()}`),
  );
  return globalThis.crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [usage]);
}

/** Seals a live-chat URL for a merchant (platform-api does this for type 3 service paths). */
export async function sealServicePath(merchantCode: string, url: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const key = await servicePathKey(merchantCode, 'encrypt');
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8.encode(url)));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return toBase64Url(joined);
}

/** Opens a sealed type 3 service path; rejects when it was not sealed for this merchant or was altered. */
export async function openServicePath(merchantCode: string, sealed: string): Promise<string> {
  const bytes = fromBase64Url(sealed);
  if (bytes.length < 12 + 16) throw new Error('A sealed service path is at least 28 bytes long.');
  const key = await servicePathKey(merchantCode, 'decrypt');
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    key,
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
