import {
  API_BASE,
  MEMBER_PATHS,
  PATHS,
  type DownloadResource,
  type PromotionKey,
  type ServicePathType,
} from '@platform/shared/contract';
import type { Db } from '../connection';
import type { Bilingual } from './announcements';
import { SEED_HELP } from './help';
import { SEED_MEMBERS } from './members';
import { SEED_CLUB_NAMES, SEED_VIP_LEVELS, seedMessages } from './messages';
import { seedPromotions } from './promotions';

interface MerchantCentre {
  code: string;
  resources: DownloadResource[];
  serviceVersion: string;
  service: ReadonlyArray<{ type: ServicePathType; name: Bilingual; url: string }>;
  promotions: Record<PromotionKey, boolean>;
  /** Levels from 1 up whose benefits page is shown. */
  benefitLevels: readonly number[];
}

const mobileconfig = (code: string) => `${API_BASE}${MEMBER_PATHS.mobileconfig(code)}`;
const icon = (code: string) => `${API_BASE}${PATHS.art('app-icon', code, 'webp')}`;

const CENTRES: readonly MerchantCentre[] = [
  {
    code: 'M001',
    resources: [
      { resourceType: 'Android', url: 'https://download.example.invalid/lucky-bay/luckybay-2.4.1.apk' },
      { resourceType: 'IOS', url: 'https://apps.example.invalid/lucky-bay/ios' },
      { resourceType: 'MOBILECONFIG', url: mobileconfig('M001') },
      { resourceType: 'AppDownloadIcon', url: icon('M001') },
    ],
    serviceVersion: '2025.05.2',
    service: [
      {
        type: 3,
        name: { ty: 'Live chat (24/7)', en: 'Live chat (24/7)' },
        url: 'https://chat.example.invalid/lucky-bay',
      },
      {
        type: 2,
        name: { ty: 'Suporta sa Telegram', en: 'Telegram support' },
        url: 'https://telegram.example.invalid/luckybay-support',
      },
      {
        type: 1,
        name: { ty: 'Help desk sa web', en: 'Web help desk' },
        url: 'https://support.example.invalid/lucky-bay',
      },
    ],
    promotions: { MISSION: true, REFERRAL: true },
    benefitLevels: [2, 3, 4],
  },
  {
    // Android only, no benefits page and no referral: the other branch of every choice.
    code: 'M002',
    resources: [
      { resourceType: 'Android', url: 'https://download.example.invalid/golden-reef/goldenreef-1.9.0.apk' },
      { resourceType: 'AppDownloadIcon', url: icon('M002') },
    ],
    serviceVersion: '2025.04.7',
    service: [
      { type: 3, name: { ty: 'Live chat', en: 'Live chat' }, url: 'https://chat.example.invalid/golden-reef' },
      {
        type: 2,
        name: { ty: 'Messenger', en: 'Messenger' },
        url: 'https://messenger.example.invalid/goldenreef',
      },
    ],
    promotions: { MISSION: true, REFERRAL: false },
    benefitLevels: [],
  },
];

const bit = (value: boolean) => (value ? 1 : 0);

/** Inboxes, help entries, download resources, service paths, promotions and the VIP club. */
export function seedMemberCentre(db: Db): void {
  const message = db.prepare(`INSERT INTO messages (id, member_id, category, title_ty, title_en, content_ty,
    content_en, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const m of seedMessages()) {
    message.run(
      m.id,
      m.memberId,
      m.category,
      m.title.ty,
      m.title.en,
      m.content.ty,
      m.content.en,
      m.createdAt,
      m.readAt,
    );
  }

  const help = db.prepare(`INSERT INTO help_entries (id, merchant_code, sort_order, device, title_ty, title_en,
    content_ty, content_en) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  SEED_HELP.forEach((h, index) =>
    help.run(h.id, h.merchantCode, index, h.device, h.title.ty, h.title.en, h.content.ty, h.content.en),
  );

  const startup = db.prepare(
    'UPDATE merchant_startup SET download_resources = ?, service_version = ? WHERE merchant_code = ?',
  );
  const service = db.prepare(
    'INSERT INTO service_paths (merchant_code, type, name_ty, name_en, url, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const promotion = db.prepare('INSERT INTO promotions (merchant_code, promo_key, enabled) VALUES (?, ?, ?)');
  const level = db.prepare(
    'INSERT INTO club_levels (merchant_code, level, name_ty, name_en, show_benefit) VALUES (?, ?, ?, ?, ?)',
  );
  for (const centre of CENTRES) {
    startup.run(JSON.stringify(centre.resources), centre.serviceVersion, centre.code);
    centre.service.forEach((s, index) => service.run(centre.code, s.type, s.name.ty, s.name.en, s.url, index));
    for (const [key, on] of Object.entries(centre.promotions)) promotion.run(centre.code, key, bit(on));
    SEED_CLUB_NAMES.forEach((name, index) =>
      level.run(centre.code, index + 1, name.ty, name.en, bit(centre.benefitLevels.includes(index + 1))),
    );
  }

  const vip = db.prepare('UPDATE members SET vip_level = ? WHERE id = ?');
  for (const member of SEED_MEMBERS) vip.run(SEED_VIP_LEVELS[member.account] ?? 0, member.id);

  seedPromotions(
    db,
    CENTRES.map((centre) => centre.code),
  );
}
