import type { SeedAnnouncement } from './announcements';

const p = (text: string) => `<p>${text}</p>`;

/**
 * Golden Reef's home popups, one for each execution (A signed in, B everyone else, F first login),
 * so both merchants show the popup flow. Lucky Bay's are 121–123 in announcements.ts.
 */
export const SEED_LOBBY_POPUPS: readonly SeedAnnouncement[] = [
  {
    id: 221,
    merchantCode: 'M002',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Libreng spin ngayong linggo', en: 'Free spins this week' },
    content: {
      ty: p('Maglaro ng kahit anong slot at makakuha ng <b>10 libreng spin</b> tuwing Biyernes.'),
      en: p('Play any slot and get <b>10 free spins</b> every Friday.'),
    },
    link: '/m/gameList?gameType=RNG',
    execution: 'A',
    promotionType: 'FREESPIN',
    createdAt: '2025-05-07T00:00:00.000Z',
  },
  {
    id: 222,
    merchantCode: 'M002',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Sumali sa Golden Reef', en: 'Join Golden Reef' },
    content: {
      ty: p('Magrehistro ngayon at kunin ang iyong <b>₱100 welcome credit</b>.'),
      en: p('Register today and get your <b>₱100 welcome credit</b>.'),
    },
    link: '/m/register',
    execution: 'B',
    promotionType: 'REGISTER',
    createdAt: '2025-05-07T00:00:00.000Z',
  },
  {
    id: 223,
    merchantCode: 'M002',
    type: 'PU',
    groupName: 'm_home',
    title: { ty: 'Maligayang pagdating sa Golden Reef!', en: 'Welcome to Golden Reef!' },
    content: {
      ty: p('Makakuha ng <b>50% bonus</b> sa unang deposit mo, hanggang ₱300.'),
      en: p('Get a <b>50% bonus</b> on your first deposit, up to ₱300.'),
    },
    link: '/m/voucherCenter',
    execution: 'F',
    promotionType: 'WELCOME',
    createdAt: '2025-05-07T00:00:00.000Z',
  },
];
