// The generated game catalogue: a little over 2,000 games, the same on every run (a fixed seed).
import { pick, pickWeighted, seededRandom } from '../../features/games/random';
import type { Bilingual } from './announcements';
import {
  ADJECTIVES,
  FISHING_KINDS,
  NOUNS,
  PLACES,
  PVP_GAMES,
  SEA_CREATURES,
  SUFFIXES,
  TABLE_GAMES,
  TABLE_WORD,
  THEMES,
} from './game-words';
import { FEATURED_GAMES, game, type SeedGame } from './games';

const CATALOGUE_SEED = 20_250_510;
const FIRST_GENERATED_NODE = 10_001;

/** How many generated games each vendor gets, per game type. */
const SLOT_COUNTS: readonly [vendor: string, count: number][] = [
  ['JILI', 200],
  ['PG', 180],
  ['FC', 150],
  ['PP', 250],
  ['JDB', 150],
  ['CQ9', 150],
  ['RT', 120],
  ['SG', 120],
  ['HOUSE', 60],
];
/**
 * A later batch of slots per vendor, numbered on from SLOT_COUNTS and drawn from their own seed after
 * every other game, so the node ids and names of the games above stay as they were. With them the
 * slots list holds 2,000 games, the length the lobby is built to scroll.
 */
const MORE_SLOT_COUNTS: readonly [vendor: string, count: number][] = [
  ['JILI', 90],
  ['PG', 80],
  ['FC', 70],
  ['PP', 90],
  ['JDB', 60],
  ['CQ9', 60],
  ['RT', 50],
  ['SG', 49],
  ['HOUSE', 60],
];
const MORE_SLOTS_SEED = 20_261_123;
const FISH_COUNTS: readonly [string, number][] = [
  ['JILI', 14],
  ['FC', 10],
  ['JDB', 12],
  ['CQ9', 10],
  ['KA', 12],
];
const LIVE_COUNTS: readonly [string, number][] = [
  ['EVO', 110],
  ['SEXY', 60],
  ['DG', 60],
  ['SA', 60],
  ['WM', 50],
];
const PVP_COUNTS: readonly [string, number][] = [
  ['KM', 60],
  ['JILI', 40],
  ['V8', 60],
];

// Minimum bets in centavos, by weight.
const SLOT_MIN_BETS = [
  [1, 3],
  [5, 3],
  [10, 4],
  [50, 2],
  [75, 1],
  [100, 1],
] as const;
const FISH_MIN_BETS = [
  [10, 2],
  [50, 2],
  [100, 1],
] as const;
const TABLE_MIN_BETS = [
  [100, 1],
  [500, 2],
  [1000, 2],
  [2000, 1],
] as const;
const SLOT_LINES = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024] as const;
const SLOT_EXTRA_CLASSES = [
  ['JACKPOT', 2],
  ['MEGAWAYS', 1],
  ['CLASSIC', 2],
  ['BUYFEATURE', 2],
  [null, 5],
] as const;

type Random = () => number;

/** A slot name in one of four shapes, in both languages. */
function slotName(random: Random): Bilingual {
  const noun = pick(random, NOUNS);
  const adjective = pick(random, ADJECTIVES);
  switch (Math.floor(random() * 4)) {
    case 0:
      return { en: `${adjective.en} ${noun.en}`, ty: `${adjective.ty} ${noun.ty}` };
    case 1: {
      const place = pick(random, PLACES);
      return { en: `${noun.en} of ${place.en}`, ty: `${noun.ty} ng ${place.ty}` };
    }
    case 2: {
      const theme = pick(random, THEMES);
      return { en: `${noun.en} ${theme.en}`, ty: `${theme.ty} ng ${noun.ty}` };
    }
    default: {
      const suffix = pick(random, SUFFIXES);
      return { en: `${adjective.en} ${noun.en} ${suffix}`, ty: `${adjective.ty} ${noun.ty} ${suffix}` };
    }
  }
}

function fishName(random: Random): Bilingual {
  const kind = pick(random, FISHING_KINDS);
  const adjective = pick(random, ADJECTIVES);
  const prey = pick(random, SEA_CREATURES);
  return { en: kind.en(`${adjective.en} ${prey.en}`), ty: kind.ty(`${adjective.ty} ${prey.ty}`) };
}

/** Draws names until one is new to the catalogue (in English; the Tagalog name follows from it). */
function uniqueName(random: Random, taken: Set<string>, make: (random: Random) => Bilingual): Bilingual {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const name = make(random);
    if (!taken.has(name.en)) {
      taken.add(name.en);
      return name;
    }
  }
  throw new Error('catalogue: ran out of game names; add words to game-words.ts');
}

function flags(random: Random): Pick<SeedGame, 'hot' | 'isNew' | 'supportPlay'> {
  return { hot: random() < 0.06, isNew: random() < 0.08, supportPlay: random() >= 0.015 };
}

function generatedSlots(
  random: Random,
  next: () => number,
  taken: Set<string>,
  counts: readonly [string, number][],
  firstNumber: (vendor: string) => number,
): SeedGame[] {
  const games: SeedGame[] = [];
  for (const [vendor, count] of counts) {
    const first = firstNumber(vendor);
    for (let i = first; i < first + count; i += 1) {
      const name = uniqueName(random, taken, slotName);
      const extra = pickWeighted(random, SLOT_EXTRA_CLASSES);
      const classes = extra ? ['SLOT', extra] : ['SLOT'];
      const lines = extra === 'MEGAWAYS' ? 117_649 : pick(random, SLOT_LINES);
      const minBet = pickWeighted(random, SLOT_MIN_BETS);
      const id = `${vendor}-S${String(i).padStart(3, '0')}`;
      games.push(game(next(), vendor, id, name, 'RNG', classes, minBet, { lines, ...flags(random) }));
    }
  }
  return games;
}

function generatedSlotsAndFish(random: Random, next: () => number, taken: Set<string>): SeedGame[] {
  const games = generatedSlots(random, next, taken, SLOT_COUNTS, () => 1);
  for (const [vendor, count] of FISH_COUNTS) {
    for (let i = 1; i <= count; i += 1) {
      const name = uniqueName(random, taken, fishName);
      const id = `${vendor}-F${String(i).padStart(3, '0')}`;
      games.push(game(next(), vendor, id, name, 'FISH', ['FISH'], pickWeighted(random, FISH_MIN_BETS), flags(random)));
    }
  }
  return games;
}

/** Live tables and player-versus-player rooms: "Baccarat · Table 7" / "Baccarat · Mesa 7". */
function generatedTables(random: Random, next: () => number): SeedGame[] {
  const games: SeedGame[] = [];
  const tables = (
    counts: readonly [string, number][],
    kinds: typeof TABLE_GAMES,
    gameType: 'LIVE' | 'PVP',
    prefix: string,
  ) => {
    for (const [vendor, count] of counts) {
      for (let i = 1; i <= count; i += 1) {
        const kind = kinds[(i - 1) % kinds.length] ?? kinds[0];
        if (!kind) throw new Error('catalogue: no table games');
        const table = Math.floor((i - 1) / kinds.length) + 1;
        const name = { en: `${kind.en} · ${TABLE_WORD.en} ${table}`, ty: `${kind.ty} · ${TABLE_WORD.ty} ${table}` };
        const id = `${vendor}-${prefix}${String(i).padStart(3, '0')}`;
        const minBet = pickWeighted(random, TABLE_MIN_BETS);
        games.push(game(next(), vendor, id, name, gameType, [kind.classKey], minBet, flags(random)));
      }
    }
  };
  tables(LIVE_COUNTS, TABLE_GAMES, 'LIVE', 'T');
  tables(PVP_COUNTS, PVP_GAMES, 'PVP', 'R');
  return games;
}

const VIRTUALS: readonly Bilingual[] = [
  { en: 'Virtual Football', ty: 'Virtual na Football' },
  { en: 'Virtual Basketball', ty: 'Virtual na Basketball' },
  { en: 'Virtual Horse Racing', ty: 'Virtual na Karera ng Kabayo' },
];

export const SBO_SPORTSBOOK_NODE = 10_000;

function sportsAndLotteries(next: () => number): SeedGame[] {
  const sports: SeedGame[] = [
    game(
      SBO_SPORTSBOOK_NODE,
      'SBO',
      'SBO-SB',
      { en: 'SBO Sportsbook', ty: 'SBO Sportsbook' },
      'SPORTS',
      ['SPORTSBOOK'],
      1000,
    ),
  ];
  for (const vendor of ['SABA', 'CMD', 'SBO']) {
    VIRTUALS.forEach((name, i) =>
      sports.push(game(next(), vendor, `${vendor}-V${i + 1}`, name, 'SPORTS', ['VIRTUAL'], 500)),
    );
  }
  sports.push(
    game(
      next(),
      'TF',
      'TF-VES',
      { en: 'TF Virtual Esports', ty: 'TF Virtual na Esports' },
      'ESPORTS',
      ['ESPORTS'],
      500,
    ),
    game(next(), 'DS88', 'DS88-DERBY', { en: 'Sabong Derby', ty: 'Derby ng Sabong' }, 'COCKFIGHT', ['SABONG'], 2000),
    game(
      next(),
      'DS88',
      'DS88-CLASSIC',
      { en: 'Classic Sabong', ty: 'Klasikong Sabong' },
      'COCKFIGHT',
      ['SABONG'],
      1000,
    ),
    game(
      next(),
      'DS88',
      'DS88-INTL',
      { en: 'International Sabong', ty: 'Internasyonal na Sabong' },
      'COCKFIGHT',
      ['SABONG'],
      2000,
    ),
  );
  const lottery = (
    vendor: string,
    gameId: string,
    name: Bilingual,
    prizeMode: SeedGame['prizeMode'],
    drawMinutes: number | undefined,
    classifyNew?: string,
  ) =>
    game(next(), vendor, gameId, name, 'LOTTERY', [prizeMode === 'Elott' ? 'ELOTTERY' : 'LOTTERY'], 100, {
      prizeMode,
      drawMinutes,
      classifyNew,
    });
  const daily = 1440;
  const lotteries: SeedGame[] = [
    lottery('LOTT', 'lobby', { en: 'Platform Lotto Lobby', ty: 'Lobby ng Platform Lotto' }, 'Lott', undefined),
    lottery('LOTT', 'LOTT-2D', { en: '2D Lotto', ty: '2D Lotto' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-4D', { en: '4D Lotto', ty: '4D Lotto' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-6D', { en: '6D Lotto', ty: '6D Lotto' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-645', { en: 'Mega Lotto 6/45', ty: 'Mega Lotto 6/45' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-649', { en: 'Super Lotto 6/49', ty: 'Super Lotto 6/49' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-655', { en: 'Grand Lotto 6/55', ty: 'Grand Lotto 6/55' }, 'Lott', daily),
    lottery('LOTT', 'LOTT-658', { en: 'Ultra Lotto 6/58', ty: 'Ultra Lotto 6/58' }, 'Lott', daily),
    lottery('TCG_SEA', 'lobby', { en: 'SEA Lotto Lobby', ty: 'Lobby ng SEA Lotto' }, 'ZY', undefined),
    lottery('ELOTT', 'lobby', { en: 'E-Lotto Lobby', ty: 'Lobby ng E-Lotto' }, 'Elott', undefined),
  ];
  const vietnam = ['Hanoi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Can Tho', 'Hue', 'Vung Tau', 'Quang Ninh'];
  vietnam.forEach((city, i) =>
    lotteries.push(
      lottery('TCG_LOTTO_VN', `VN-${i + 1}`, { en: `${city} Lottery`, ty: `Lotto ng ${city}` }, 'ZY', daily),
    ),
  );
  const sea: readonly [string, Bilingual][] = [
    ['SEA-SG4D', { en: 'Singapore 4D', ty: '4D ng Singapore' }],
    ['SEA-MY4D', { en: 'Magnum 4D Malaysia', ty: 'Magnum 4D ng Malaysia' }],
    ['SEA-TH', { en: 'Thai Lottery', ty: 'Lotto ng Thailand' }],
    ['SEA-LA', { en: 'Lao Lottery', ty: 'Lotto ng Laos' }],
    ['SEA-KH', { en: 'Cambodia Lottery', ty: 'Lotto ng Cambodia' }],
  ];
  for (const [gameId, name] of sea) lotteries.push(lottery('TCG_SEA', gameId, name, 'ZY', daily));
  const elotto: readonly [string, Bilingual, number, string][] = [
    ['EL-3D1', { en: '1-Minute 3D', ty: '3D Kada Minuto' }, 1, 'FAST'],
    ['EL-3D3', { en: '3-Minute 3D', ty: '3D Kada 3 Minuto' }, 3, 'FAST'],
    ['EL-2D1', { en: 'Speed 2D', ty: 'Mabilis na 2D' }, 1, 'FAST'],
    ['EL-L5', { en: 'Lucky 5', ty: 'Masuwerteng 5' }, 3, 'CLASSIC'],
    ['EL-649', { en: '5-Minute Lotto 6/49', ty: 'Lotto 6/49 Kada 5 Minuto' }, 5, 'CLASSIC'],
    ['EL-K1', { en: 'Fast Keno', ty: 'Mabilis na Keno' }, 1, 'KENO'],
    ['EL-K5', { en: 'Keno Classic', ty: 'Klasikong Keno' }, 5, 'KENO'],
    ['EL-PK1', { en: 'PK10 Racing', ty: 'Karera ng PK10' }, 1, 'PK10'],
    ['EL-PK5', { en: 'PK10 Classic', ty: 'Klasikong PK10' }, 5, 'PK10'],
  ];
  for (const [gameId, name, minutes, classifyNew] of elotto) {
    lotteries.push(lottery('ELOTT', gameId, name, 'Elott', minutes, classifyNew));
  }
  return [...sports, ...lotteries];
}

let built: readonly SeedGame[] | undefined;

/** The whole catalogue: the featured games first, then the generated ones (built once per process). */
export function buildCatalogue(): readonly SeedGame[] {
  built ??= generateCatalogue();
  return built;
}

function generateCatalogue(): SeedGame[] {
  const random = seededRandom(CATALOGUE_SEED);
  let nodeId = FIRST_GENERATED_NODE;
  const next = () => nodeId++;
  const taken = new Set(FEATURED_GAMES.map((g) => g.name.en));
  const firstBatch = [
    ...FEATURED_GAMES,
    ...generatedSlotsAndFish(random, next, taken),
    ...generatedTables(random, next),
    ...sportsAndLotteries(next),
  ];
  const firstSlots = new Map(SLOT_COUNTS);
  const moreSlots = generatedSlots(seededRandom(MORE_SLOTS_SEED), next, taken, MORE_SLOT_COUNTS, (vendor) => {
    return (firstSlots.get(vendor) ?? 0) + 1;
  });
  return [...firstBatch, ...moreSlots];
}
