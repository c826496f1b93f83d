import type { GameCategory, GameType, PrizeMode } from '@platform/shared/contract';
import type { Bilingual } from './announcements';

export interface SeedVendor {
  code: string;
  name: string;
  /** Categories the vendor shows under, with the game type its games are listed as there. */
  categories: readonly { category: GameCategory; gameType: GameType }[];
}

const under = (...categories: GameType[]) => categories.map((category) => ({ category, gameType: category }));

export const SEED_VENDORS: readonly SeedVendor[] = [
  { code: 'JILI', name: 'JILI Games', categories: under('RNG', 'FISH', 'PVP') },
  { code: 'PG', name: 'PG Soft', categories: under('RNG') },
  { code: 'FC', name: 'Fa Chai', categories: under('RNG', 'FISH') },
  { code: 'PP', name: 'Pragmatic Play', categories: under('RNG') },
  { code: 'JDB', name: 'JDB Gaming', categories: under('RNG', 'FISH') },
  { code: 'CQ9', name: 'CQ9 Gaming', categories: under('RNG', 'FISH') },
  { code: 'RT', name: 'Red Tiger', categories: under('RNG') },
  { code: 'SG', name: 'Spadegaming', categories: under('RNG') },
  { code: 'KA', name: 'KA Gaming', categories: under('FISH') },
  { code: 'EVO', name: 'Evolution', categories: under('LIVE') },
  { code: 'SEXY', name: 'AE Sexy', categories: under('LIVE') },
  { code: 'DG', name: 'Dream Gaming', categories: under('LIVE') },
  { code: 'SA', name: 'SA Gaming', categories: under('LIVE') },
  { code: 'WM', name: 'WM Casino', categories: under('LIVE') },
  { code: 'KM', name: 'Kingmaker', categories: under('PVP') },
  { code: 'V8', name: 'V8 Poker', categories: under('PVP') },
  { code: 'SABA', name: 'SABA Sports', categories: under('SPORTS') },
  { code: 'CMD', name: 'CMD368', categories: under('SPORTS') },
  { code: 'SBO', name: 'SBOBET', categories: under('SPORTS') },
  // The fixed vendor lists of the spec (ESPORT_GAME_CODES, COCKFIGHT_GAME_CODES) take these out of SPORTS.
  { code: 'TF', name: 'TF Gaming', categories: under('ESPORTS') },
  { code: 'DS88', name: 'DS88 Sabong', categories: under('COCKFIGHT') },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', categories: under('LOTTERY') },
  { code: 'TCG_SEA', name: 'TCG Lotto SEA', categories: under('LOTTERY') },
  { code: 'LOTT', name: 'Platform Lotto', categories: under('LOTTERY') },
  { code: 'ELOTT', name: 'E-Lotto', categories: under('LOTTERY') },
  // The house brand: listed under INHOUSE, its games are RNG games (the RNG list filtered by vendor).
  { code: 'HOUSE', name: 'Lucky House', categories: [{ category: 'INHOUSE', gameType: 'RNG' }] },
];

/** Names of the classification keys; ALL, NEW and HOT (from the game's flags) come first in menus. */
export const SEED_CLASS_NAMES: readonly (Bilingual & { key: string })[] = [
  { key: 'ALL', en: 'All', ty: 'Lahat' },
  { key: 'NEW', en: 'New', ty: 'Bago' },
  { key: 'HOT', en: 'Hot', ty: 'Patok' },
  { key: 'FAV', en: 'Favourites', ty: 'Paborito' },
  { key: 'SLOT', en: 'Slots', ty: 'Slots' },
  { key: 'JACKPOT', en: 'Jackpot', ty: 'Jackpot' },
  { key: 'MEGAWAYS', en: 'Megaways', ty: 'Megaways' },
  { key: 'CLASSIC', en: 'Classic', ty: 'Klasiko' },
  { key: 'BUYFEATURE', en: 'Buy Feature', ty: 'Bilhin ang Feature' },
  { key: 'FISH', en: 'Fishing', ty: 'Fishing' },
  { key: 'BACCARAT', en: 'Baccarat', ty: 'Baccarat' },
  { key: 'DRAGONTIGER', en: 'Dragon Tiger', ty: 'Dragon Tiger' },
  { key: 'ROULETTE', en: 'Roulette', ty: 'Roleta' },
  { key: 'DICE', en: 'Dice', ty: 'Dais' },
  { key: 'BLACKJACK', en: 'Blackjack', ty: 'Blackjack' },
  { key: 'CARD', en: 'Card games', ty: 'Baraha' },
  { key: 'POKER', en: 'Poker', ty: 'Poker' },
  { key: 'MAHJONG', en: 'Mahjong', ty: 'Mahjong' },
  { key: 'ARCADE', en: 'Arcade', ty: 'Arcade' },
  { key: 'SPORTSBOOK', en: 'Sportsbook', ty: 'Sportsbook' },
  { key: 'VIRTUAL', en: 'Virtual sports', ty: 'Virtual na sports' },
  { key: 'ESPORTS', en: 'Esports', ty: 'Esports' },
  { key: 'SABONG', en: 'Sabong', ty: 'Sabong' },
  { key: 'LOTTERY', en: 'Lottery', ty: 'Lotto' },
  { key: 'ELOTTERY', en: 'E-lottery', ty: 'E-lotto' },
];

export interface SeedGame {
  nodeId: number;
  gameId: string;
  name: Bilingual;
  gameType: GameType;
  vassalage: string;
  /** Vendor classes, such as SLOT or BACCARAT. */
  classes: readonly string[];
  minBetCents: number;
  lines?: number;
  hot?: boolean;
  isNew?: boolean;
  /** False while the game cannot be launched. */
  supportPlay?: boolean;
  prizeMode?: PrizeMode;
  classifyNew?: string;
  drawMinutes?: number;
}

/** Hand-made games every demo shows first; the generated catalogue follows them. */
export const FEATURED_GAMES: readonly SeedGame[] = [
  slot(5001, 'JILI', 'JILI-001', { en: 'Golden Carabao', ty: 'Gintong Kalabaw' }, 10, { hot: true }),
  slot(5002, 'JILI', 'JILI-002', { en: 'Jeepney Jackpot', ty: 'Jackpot ng Jeepney' }, 5, { hot: true, isNew: true }),
  slot(5003, 'JILI', 'JILI-003', { en: 'Mango Rush', ty: 'Mangga Rush' }, 1),
  slot(5004, 'JILI', 'JILI-004', { en: 'Super Tambay', ty: 'Super Tambay' }, 50),
  slot(5011, 'PG', 'PG-101', { en: 'Pearl of Palawan', ty: 'Perlas ng Palawan' }, 10, { hot: true }),
  slot(5012, 'PG', 'PG-102', { en: 'Fiesta Fortune', ty: 'Kapalaran sa Pista' }, 75),
  slot(5013, 'PG', 'PG-103', { en: 'Lucky Sampaguita', ty: 'Masuwerteng Sampaguita' }, 5, { isNew: true }),
  slot(5014, 'PG', 'PG-104', { en: 'Boracay Wilds', ty: 'Ligaw na Boracay' }, 1),
  slot(5021, 'FC', 'FC-201', { en: 'Manila Nights', ty: 'Gabi sa Maynila' }, 10),
  slot(5022, 'FC', 'FC-202', { en: 'Dragon Pearl', ty: 'Perlas ng Dragon' }, 50),
  slot(5023, 'FC', 'FC-203', { en: 'Halo-Halo Hits', ty: 'Panalo sa Halo-Halo' }, 5),
  game(5101, 'JILI', 'JILI-F01', { en: 'Ocean Hunter', ty: 'Mangangaso ng Karagatan' }, 'FISH', ['FISH'], 10, {
    hot: true,
  }),
  game(5102, 'JILI', 'JILI-F02', { en: 'Fishing Fiesta', ty: 'Pista ng Pangingisda' }, 'FISH', ['FISH'], 50),
  game(5111, 'FC', 'FC-F01', { en: 'Reef Royale', ty: 'Maharlikang Bahura' }, 'FISH', ['FISH'], 10),
  game(5201, 'EVO', 'EVO-BAC', { en: 'Baccarat Live', ty: 'Baccarat Live' }, 'LIVE', ['BACCARAT'], 1000, {
    hot: true,
  }),
  game(5202, 'EVO', 'EVO-DT', { en: 'Dragon Tiger Live', ty: 'Dragon Tiger Live' }, 'LIVE', ['DRAGONTIGER'], 1000),
  game(5203, 'EVO', 'EVO-RL', { en: 'Roulette Live', ty: 'Roleta Live' }, 'LIVE', ['ROULETTE'], 500),
  game(5211, 'SEXY', 'SEXY-SB', { en: 'Sic Bo Live', ty: 'Sic Bo Live' }, 'LIVE', ['DICE'], 500),
  game(5212, 'SEXY', 'SEXY-BJ', { en: 'Blackjack Live', ty: 'Blackjack Live' }, 'LIVE', ['BLACKJACK'], 2000),
  game(5301, 'KM', 'KM-TG', { en: 'Tongits Go', ty: 'Tongits Go' }, 'PVP', ['CARD'], 100, { hot: true }),
  game(5302, 'KM', 'KM-PD', { en: 'Pusoy Dos', ty: 'Pusoy Dos' }, 'PVP', ['CARD'], 100),
  game(5303, 'KM', 'KM-CG', { en: 'Color Game', ty: 'Color Game' }, 'PVP', ['ARCADE'], 50, { isNew: true }),
  game(5311, 'JILI', 'JILI-L9', { en: 'Lucky 9', ty: 'Lucky 9' }, 'PVP', ['CARD'], 100),
  game(5401, 'SABA', 'SABA-SB', { en: 'SABA Sportsbook', ty: 'SABA Sportsbook' }, 'SPORTS', ['SPORTSBOOK'], 1000),
  game(5402, 'CMD', 'CMD-SB', { en: 'CMD Sports', ty: 'CMD Sports' }, 'SPORTS', ['SPORTSBOOK'], 1000),
  game(5501, 'TF', 'TF-ES', { en: 'TF Esports', ty: 'TF Esports' }, 'ESPORTS', ['ESPORTS'], 1000),
  game(5601, 'DS88', 'DS88-ARENA', { en: 'Sabong Arena', ty: 'Arena ng Sabong' }, 'COCKFIGHT', ['SABONG'], 2000, {
    hot: true,
  }),
  game(5701, 'TCG_LOTTO_VN', 'lobby', { en: 'Lotto Lobby', ty: 'Lobby ng Lotto' }, 'LOTTERY', ['LOTTERY'], 100, {
    prizeMode: 'ZY',
  }),
  game(5711, 'LOTT', 'LOTT-3D', { en: '3D Lotto', ty: '3D Lotto' }, 'LOTTERY', ['LOTTERY'], 100, {
    prizeMode: 'Lott',
    drawMinutes: 1440,
  }),
  game(5712, 'LOTT', 'LOTT-642', { en: '6/42 Lotto', ty: '6/42 Lotto' }, 'LOTTERY', ['LOTTERY'], 200, {
    prizeMode: 'Lott',
    drawMinutes: 1440,
  }),
];

export function game(
  nodeId: number,
  vassalage: string,
  gameId: string,
  name: Bilingual,
  gameType: GameType,
  classes: readonly string[],
  minBetCents: number,
  extra: Partial<SeedGame> = {},
): SeedGame {
  return { nodeId, gameId, name, gameType, vassalage, classes, minBetCents, ...extra };
}

function slot(
  nodeId: number,
  vassalage: string,
  gameId: string,
  name: Bilingual,
  minBetCents: number,
  extra: Partial<SeedGame> = {},
): SeedGame {
  return game(nodeId, vassalage, gameId, name, 'RNG', ['SLOT'], minBetCents, { lines: 25, ...extra });
}
