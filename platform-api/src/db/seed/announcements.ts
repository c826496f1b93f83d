import type { ContentType, Execution } from '@platform/shared/contract';

export interface Bilingual {
  ty: string;
  en: string;
}

export interface SeedAnnouncement {
  id: number;
  merchantCode: string;
  type: ContentType;
  groupName: string;
  title: Bilingual;
  content: Bilingual;
  link?: string;
  execution?: Execution;
  promotionType?: string;
  createdAt: string;
}

/**
 * Banners point at generated art named after their id (see art/banner-art.ts for the headlines), as a
 * WebP picture: the first banner is what home's first screen is measured by.
 */
export const bannerArtUrl = (id: number) => `/api/art/banner/${id}.webp`;

const p = (text: string) => `<p>${text}</p>`;

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  // Lucky Bay home banners.
  {
    id: 101,
    merchantCode: 'M001',
    type: 'B',
    groupName: 'm_home',
    title: { ty: 'Welcome bonus: 100% sa unang deposit', en: 'Welcome bonus: 100% on your first deposit' },
    content: {
      ty: p('Mag-deposit ngayon at makakuha ng <b>100% bonus</b> hanggang ₱500.'),
      en: p('Deposit today and get a <b>100% bonus</b> of up to ₱500.'),
    },
    link: 'https://promo.example.invalid/lucky-bay/welcome',
    createdAt: '2025-04-01T00:00:00.000Z',
  },
  {
    id: 102,
    merchantCode: 'M001',
    type: 'B',
    groupName: 'm_home',
    title: { ty: 'Lingguhang cashback sa slots', en: 'Weekly slots cashback' },
    content: {
      ty: p('Tumaya ng ₱200 o higit pa sa slots sa loob ng isang linggo at kunin ang ₱88 na cashback.'),
      en: p('Bet ₱200 or more on slots within a week and claim ₱88 of cashback.'),
    },
    link: '/m/activity',
    createdAt: '2025-04-02T00:00:00.000Z',
  },
  {
    id: 103,
    merchantCode: 'M001',
    type: 'B',
    groupName: 'm_home',
    title: { ty: 'Sabong live araw-araw', en: 'Live cockfights every day' },
    content: { ty: p('Manood at tumaya sa sabong nang live.'), en: p('Watch and bet on cockfights live.') },
    createdAt: '2025-04-03T00:00:00.000Z',
  },
  // Lucky Bay registration banner.
  {
    id: 104,
    merchantCode: 'M001',
    type: 'B',
    groupName: 'm_reg',
    title: { ty: 'Magrehistro at makakuha ng ₱88', en: 'Register and get ₱88' },
    content: { ty: p('Libreng ₱88 para sa bawat bagong miyembro.'), en: p('A free ₱88 for every new member.') },
    link: '/m/activity',
    createdAt: '2025-04-04T00:00:00.000Z',
  },
  // Player news (the marquee).
  {
    id: 111,
    merchantCode: 'M001',
    type: 'PL',
    groupName: 'm_home',
    title: { ty: 'Bagong laro: Jeepney Jackpot', en: 'New game: Jeepney Jackpot' },
    content: { ty: p('Subukan ang bagong slot na Jeepney Jackpot.'), en: p('Try the new Jeepney Jackpot slot.') },
    createdAt: '2025-05-01T00:00:00.000Z',
  },
  {
    id: 112,
    merchantCode: 'M001',
    type: 'PL',
    groupName: 'm_home',
    title: {
      ty: 'Nakatakdang maintenance sa Linggo, 02:00–04:00',
      en: 'Scheduled maintenance on Sunday, 02:00–04:00',
    },
    content: {
      ty: p('Pansamantalang hindi magagamit ang mga laro sa oras na ito.'),
      en: p('Games will be unavailable for this period.'),
    },
    createdAt: '2025-05-03T00:00:00.000Z',
  },
  // Popups: A for members who are logged in, B for everyone else, F for a first login.
  {
    id: 121,
    merchantCode: 'M001',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Kunin ang iyong lingguhang reward', en: 'Claim your weekly reward' },
    content: {
      ty: p('Naghihintay sa Mga Reward ang iyong <b>lingguhang reward</b>.'),
      en: p('Your <b>weekly reward</b> is waiting in the Reward Centre.'),
    },
    link: '/m/rewardCenter',
    execution: 'A',
    promotionType: 'REWARD',
    createdAt: '2025-05-04T00:00:00.000Z',
  },
  {
    id: 122,
    merchantCode: 'M001',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Sumali na! Libreng ₱88', en: 'Join now! A free ₱88' },
    content: {
      ty: p('Magrehistro ngayon at makakuha ng libreng ₱88.'),
      en: p('Register today and get a free ₱88.'),
    },
    link: 'https://promo.example.invalid/lucky-bay/join',
    execution: 'B',
    promotionType: 'REGISTER',
    createdAt: '2025-05-04T00:00:00.000Z',
  },
  {
    id: 123,
    merchantCode: 'M001',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Maligayang pagdating sa Lucky Bay!', en: 'Welcome to Lucky Bay!' },
    content: {
      ty: p('Gawin ang iyong unang deposit para makuha ang welcome bonus.'),
      en: p('Make your first deposit to receive the welcome bonus.'),
    },
    link: '/m/voucherCenter',
    execution: 'F',
    promotionType: 'WELCOME',
    createdAt: '2025-05-04T00:00:00.000Z',
  },
  // Home news.
  {
    id: 131,
    merchantCode: 'M001',
    type: 'H',
    groupName: 'm_home',
    title: { ty: 'Mas mabilis na deposit sa e-wallet', en: 'Faster e-wallet deposits' },
    content: {
      ty: p('Pumapasok na sa loob ng isang minuto ang mga deposit sa e-wallet.'),
      en: p('E-wallet deposits now arrive within a minute.'),
    },
    createdAt: '2025-05-06T00:00:00.000Z',
  },
  // Agent announcements.
  {
    id: 141,
    merchantCode: 'M001',
    type: 'A',
    groupName: 'm_home',
    title: { ty: 'Bagong komisyon para sa mga ahente', en: 'New commission rates for agents' },
    content: {
      ty: p('Simula sa susunod na buwan, tataas ang komisyon sa live casino.'),
      en: p('From next month, live casino commission goes up.'),
    },
    createdAt: '2025-04-20T00:00:00.000Z',
  },
  {
    id: 142,
    merchantCode: 'M001',
    type: 'A',
    groupName: 'm_home',
    title: { ty: 'Lingguhang ulat ng team', en: 'Weekly team report' },
    content: {
      ty: p('Handa na ang buod ng taya at deposit ng iyong team.'),
      en: p("Your team's betting and deposit summary is ready."),
    },
    createdAt: '2025-05-05T00:00:00.000Z',
  },
  {
    id: 143,
    merchantCode: 'M001',
    type: 'A',
    groupName: 'm_home',
    // agent01's offers in agent-team.ts: a raised dividend and a first hourly salary wait for an answer.
    title: { ty: 'Bagong alok: dibidendo at sahod kada oras', en: 'New offers: dividend and hourly salary' },
    content: {
      ty: p(
        'Mas mataas na ang dibidendo sa bagong kontrata, at may alok na ring sahod kada oras. Suriin ang mga tuntunin sa Dibidendo ng Ahensya at sagutin bago matapos ang buwan.',
      ),
      en: p(
        'The new dividend contract pays a higher share, and an hourly salary is offered too. Review the terms under Dividends in the agency centre and answer before the month ends.',
      ),
    },
    createdAt: '2025-05-06T00:00:00.000Z',
  },
  // Golden Reef.
  {
    id: 201,
    merchantCode: 'M002',
    type: 'B',
    groupName: 'm_home',
    title: { ty: 'Golden Reef Jackpot', en: 'Golden Reef Jackpot' },
    content: { ty: p('Isang milyong piso ang naghihintay.'), en: p('A million pesos is waiting.') },
    link: '/m/gameList?gameType=RNG',
    createdAt: '2025-04-01T00:00:00.000Z',
  },
  {
    id: 211,
    merchantCode: 'M002',
    type: 'PL',
    groupName: 'm_home',
    title: { ty: 'Bukas na ang Golden Reef', en: 'Golden Reef is open' },
    content: { ty: p('Salamat sa pagpili sa Golden Reef.'), en: p('Thank you for choosing Golden Reef.') },
    createdAt: '2025-04-01T00:00:00.000Z',
  },
  {
    id: 241,
    merchantCode: 'M002',
    type: 'A',
    groupName: 'm_home',
    // agent02's offer in agent-team.ts: a raised daily salary waits for an answer.
    title: { ty: 'Bagong alok: mas mataas na arawang sahod', en: 'New offer: a higher daily salary' },
    content: {
      ty: p('Tumaas ang arawang sahod sa bagong kontrata. Suriin ito sa Dibidendo ng Ahensya at sagutin.'),
      en: p('The new contract raises your daily salary. Review it under Dividends in the agency centre and answer.'),
    },
    createdAt: '2025-05-06T00:00:00.000Z',
  },
];

/** Agent announcements already read: agent01 has read one of three. */
export const SEED_ANNOUNCEMENT_READS: readonly { memberId: number; announcementId: number; readAt: string }[] = [
  { memberId: 1002, announcementId: 141, readAt: '2025-04-21T00:00:00.000Z' },
];
