// Game icons: an illustration composed from the game's kind (its type and classes), the things its name
// speaks of, and its vendor, with palette, background and layout chosen from the game id, so that two
// thousand games look varied, each category looks like itself, and a game looks the same every time.
// The icon carries no name: the tile prints the game's name under it, once, in the page's language.
import { escapeXml, hashOf, svgDocument } from './svg';
import { MOTIFS, sparkle, type MotifName, type Palette } from './motifs';

/** What the art knows of a game. */
export interface ArtGame {
  id: string;
  /** The English name: its words choose what is drawn; it is only the picture's title. */
  name: string;
  gameType: string;
  vendor: string;
  classes: readonly string[];
}

/** The kinds of picture, each with its own palettes and background. */
export type Scene = 'slot' | 'fish' | 'table' | 'cards' | 'sports' | 'esports' | 'sabong' | 'lottery';

/** Successive choices drawn from a seed (mulberry32): the same id makes the same choices. */
export function chooser(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 1_000_003) % n;
  };
}

const p = (back: [string, string], main: string, second: string): Palette => ({ back, main, second });

const PALETTES: Record<Scene, readonly Palette[]> = {
  slot: [
    p(['#7b1fa2', '#2a0845'], '#ffc83d', '#ff4f9a'),
    p(['#d81b60', '#4a0628'], '#ffd23f', '#7b2fbe'),
    p(['#ff8f00', '#8e1b00'], '#c8102e', '#ffd23f'),
    p(['#00897b', '#00332e'], '#ffc83d', '#e0245e'),
    p(['#1e88e5', '#0b1f5c'], '#ffd23f', '#ff6f3c'),
    p(['#c62828', '#3d0707'], '#ffc83d', '#1fb46b'),
    p(['#5e35b1', '#140a40'], '#2fd0ff', '#ffc83d'),
    p(['#2e7d32', '#0b2a0d'], '#ffd23f', '#e0243c'),
    p(['#f4511e', '#5c1a00'], '#ffe07a', '#6a1b9a'),
    p(['#283593', '#080c2e'], '#ff4f9a', '#ffc83d'),
  ],
  fish: [
    p(['#0288d1', '#01224a'], '#ff7a1c', '#ffd23f'),
    p(['#00acc1', '#003a47'], '#ff5c8a', '#ffd23f'),
    p(['#1565c0', '#061a3d'], '#2fe0c0', '#ff7a1c'),
    p(['#00897b', '#022a33'], '#ffb21c', '#ff4f9a'),
  ],
  table: [
    p(['#1b7a3a', '#07301a'], '#c8102e', '#111111'),
    p(['#8e1b2e', '#2e0710'], '#1d6fb8', '#111111'),
    p(['#123a7a', '#061434'], '#c8102e', '#ffc83d'),
    p(['#23262e', '#0a0b0f'], '#c8102e', '#1fb46b'),
  ],
  cards: [
    p(['#0f6b45', '#032818'], '#e0243c', '#1d6fb8'),
    p(['#6a1b4a', '#22061a'], '#ffc83d', '#1fb46b'),
    p(['#1f3b73', '#08142e'], '#e0243c', '#ffc83d'),
  ],
  sports: [p(['#2e8b3a', '#0e3a16'], '#ffffff', '#ffd23f'), p(['#1565c0', '#0a2350'], '#ffffff', '#ff7a1c')],
  esports: [p(['#6a1bb0', '#12052e'], '#2fd0ff', '#ff4f9a'), p(['#0d47a1', '#050f2e'], '#ff4f9a', '#2fd0ff')],
  sabong: [
    p(['#b71c1c', '#2a0505'], '#c0392b', '#1b4d2e'),
    p(['#8d5a1c', '#2a1605'], '#d35400', '#123a24'),
    p(['#37474f', '#0c1215'], '#c0392b', '#1d3f7a'),
  ],
  lottery: [
    p(['#8e24aa', '#2a0637'], '#ffc83d', '#2fd0ff'),
    p(['#1e40af', '#0a1440'], '#ffc83d', '#ff4f9a'),
    p(['#c2185b', '#3b0620'], '#2fd0ff', '#ffc83d'),
  ],
};

/** What most slots show when their name names nothing drawable: the classic reel symbols. */
const SLOT_SYMBOLS: readonly MotifName[] = [
  'cherry',
  'mango',
  'grapes',
  'melon',
  'gem',
  'crown',
  'coins',
  'seven',
  'bell',
  'clover',
  'star',
];

/** Words of a name and what they are drawn as (the catalogue's name words: db/seed/game-words.ts). */
const WORD_MOTIFS: readonly [RegExp, MotifName][] = [
  [/dragon/i, 'dragon'],
  [/tiger|lion/i, 'tiger'],
  [/koi|mermaid|fisherman|ship|turtle|tuna|whale|manta/i, 'fish'],
  [/shark/i, 'shark'],
  [/octopus|squid/i, 'octopus'],
  [/crab|lobster/i, 'crab'],
  [/jellyfish/i, 'jellyfish'],
  [/pearl|palawan|boracay|island/i, 'shell'],
  [/mango|coconut/i, 'mango'],
  [/halo-halo|fiesta|festival/i, 'grapes'],
  [/gem|crystal|emerald/i, 'gem'],
  [/crown|king|queen|princess|royal|kingdom/i, 'crown'],
  [/rooster/i, 'rooster'],
  [/moon|night/i, 'moon'],
  [/\bsun\b|volcano|mayon/i, 'sun'],
  [/\bstar|rainbow/i, 'star'],
  [/lantern/i, 'lantern'],
  [/sampaguita|orchid|goddess/i, 'flower'],
  [/butterfly/i, 'butterfly'],
  [/gold|treasure|riches|fortune|jackpot|rich/i, 'coins'],
  [/horse/i, 'horseshoe'],
  [/lucky|blessing|clover/i, 'clover'],
];

const named = (name: string): MotifName | undefined => WORD_MOTIFS.find(([words]) => words.test(name))?.[1];

const has = (game: ArtGame, ...classes: string[]) => classes.some((key) => game.classes.includes(key));

/** The scene a game is drawn in and the motif at its centre. */
export function subjectOf(game: ArtGame, pick: (n: number) => number): { scene: Scene; motif: MotifName } {
  switch (game.gameType) {
    case 'FISH':
      return { scene: 'fish', motif: named(game.name) ?? 'fish' };
    case 'LIVE':
      if (has(game, 'ROULETTE')) return { scene: 'table', motif: 'roulette' };
      if (has(game, 'DICE')) return { scene: 'table', motif: 'dice' };
      if (has(game, 'DRAGONTIGER')) return { scene: 'table', motif: pick(2) ? 'tiger' : 'dragon' };
      return { scene: 'table', motif: pick(3) ? 'cards' : 'chips' };
    case 'PVP':
      if (has(game, 'MAHJONG')) return { scene: 'cards', motif: 'mahjong' };
      if (has(game, 'POKER')) return { scene: 'cards', motif: 'chips' };
      if (has(game, 'ARCADE') || /dice|color/i.test(game.name)) return { scene: 'cards', motif: 'dice' };
      return { scene: 'cards', motif: 'cards' };
    case 'SPORTS':
      if (/basketball/i.test(game.name)) return { scene: 'sports', motif: 'basketball' };
      if (/horse/i.test(game.name)) return { scene: 'sports', motif: 'horseshoe' };
      return { scene: 'sports', motif: 'football' };
    case 'ESPORTS':
      return { scene: 'esports', motif: 'gamepad' };
    case 'COCKFIGHT':
      return { scene: 'sabong', motif: 'rooster' };
    case 'LOTTERY':
      if (/keno/i.test(game.name)) return { scene: 'lottery', motif: 'keno' };
      if (/pk10|racing/i.test(game.name)) return { scene: 'lottery', motif: 'racingFlag' };
      return { scene: 'lottery', motif: 'lotteryBalls' };
    default:
      return { scene: 'slot', motif: named(game.name) ?? SLOT_SYMBOLS[pick(SLOT_SYMBOLS.length)] ?? 'seven' };
  }
}

const place = (x: number, y: number, scale: number, body: string, turn = 0) =>
  `<g transform="translate(${x} ${y}) scale(${scale})${turn ? ` rotate(${turn})` : ''}">${body}</g>`;

const FULL = 'width="200" height="200"';

/** The background of a scene, over its gradient. */
function backdrop(scene: Scene, palette: Palette, pick: (n: number) => number): string {
  switch (scene) {
    case 'fish':
      return (
        `<path d="M0 150q25-14 50 0t50 0 50 0 50 0v50H0z" fill="#fff" opacity=".12"/><path d="M0 170q25-12 50 0t50 0 50 0 50 0v30H0z" fill="#fff" opacity=".12"/>` +
        [
          [30, 40, 7],
          [44, 60, 4],
          [168, 36, 6],
          [156, 58, 3],
        ]
          .map(
            ([x, y, r]) =>
              `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`,
          )
          .join('')
      );
    case 'table':
    case 'cards':
      return (
        `<ellipse cx="100" cy="250" rx="160" ry="120" fill="#000" opacity=".18"/>` +
        `<ellipse cx="100" cy="250" rx="160" ry="120" fill="none" stroke="#ffd23f" stroke-opacity=".55" stroke-width="4"/>`
      );
    case 'sports':
      return (
        `<path d="M0 0h25v200H0zM50 0h25v200H50zM100 0h25v200h-25zM150 0h25v200h-25z" fill="#fff" opacity=".07"/>` +
        `<circle cx="100" cy="100" r="56" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/><path d="M100 0v200" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`
      );
    case 'esports':
      return `<path d="M0 140h200M0 160h200M0 184h200M100 120L20 200M100 120L180 200M100 120v80" stroke="${palette.main}" stroke-opacity=".4" stroke-width="2"/>`;
    case 'sabong':
      return (
        `<ellipse cx="100" cy="170" rx="110" ry="34" fill="#e8c68a" opacity=".35"/>` +
        `<circle cx="100" cy="110" r="86" fill="none" stroke="#ffd23f" stroke-opacity=".35" stroke-width="6"/>`
      );
    case 'lottery':
      return [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const colour = i % 2 ? palette.main : palette.second;
          return `<rect x="${10 + pick(180)}" y="${8 + pick(184)}" width="8" height="4" fill="${colour}" transform="rotate(${pick(180)} 100 100)" opacity=".8"/>`;
        })
        .join('');
    default:
      switch (pick(3)) {
        case 0:
          return `<circle cx="100" cy="100" r="70" fill="none" stroke="#fff" stroke-width="140" stroke-dasharray="11 11" opacity=".1"/>`;
        case 1:
          return `<pattern id="d" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="3" fill="#fff" opacity=".16"/></pattern><rect ${FULL} fill="url(#d)"/>`;
        default:
          return `<pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M14 4l10 10-10 10L4 14z" fill="#fff" opacity=".1"/></pattern><rect ${FULL} fill="url(#d)"/>`;
      }
  }
}

/** Slots in three reel windows: the game's motif in the middle, two reel symbols beside it. */
function reels(motif: MotifName, palette: Palette, pick: (n: number) => number): string {
  const side = () => MOTIFS[SLOT_SYMBOLS[pick(SLOT_SYMBOLS.length)] ?? 'seven'](palette, pick);
  return (
    `<rect x="10" y="50" width="180" height="96" rx="16" fill="${palette.main}"/>` +
    [20, 74, 128].map((x) => `<rect x="${x + 2}" y="58" width="50" height="80" rx="8" fill="#fff"/>`).join('') +
    place(47, 98, 0.42, side()) +
    place(101, 98, 0.46, MOTIFS[motif](palette, pick)) +
    place(155, 98, 0.42, side()) +
    `<path d="M14 98h172" stroke="${palette.second}" stroke-width="3" opacity=".7"/>`
  );
}

function foreground(scene: Scene, motif: MotifName, palette: Palette, pick: (n: number) => number): string {
  const draw = (name: MotifName) => MOTIFS[name](palette, pick);
  if (scene === 'sabong') {
    // Two cocks face each other across the pit.
    return (
      place(58, 104, 0.86, draw('rooster')) + place(142, 104, 0.86, `<g transform="scale(-1 1)">${draw('rooster')}</g>`)
    );
  }
  if (scene === 'slot') {
    const layout = pick(3);
    if (layout === 0) return reels(motif, palette, pick);
    if (layout === 1) {
      const extra = motif === 'coins' ? 'gem' : 'coins';
      return place(88, 104, 1.25, draw(motif), pick(17) - 8) + place(154, 150, 0.62, draw(extra));
    }
  }
  if ((scene === 'table' || scene === 'cards') && pick(2) === 0) {
    // A table game's motif with the other thing on its felt: chips by the cards, cards by the chips.
    const beside = motif === 'chips' || motif === 'cards' ? (motif === 'chips' ? 'cards' : 'chips') : 'chips';
    return place(86, 94, 1.15, draw(motif), pick(11) - 5) + place(150, 146, 0.6, draw(beside));
  }
  return place(100, scene === 'fish' ? 92 : 100, scene === 'slot' ? 1.5 : 1.35, draw(motif), pick(13) - 6);
}

/** How a vendor's games are framed: its corner, its rim, its badge. */
function frameOf(vendor: string) {
  const seed = hashOf(`vendor:${vendor}`);
  const rims = ['#ffd23f', '#ffffff', '#2fd0ff', '#ff4f9a', '#7CFC9A', '#ffb21c'];
  return {
    radius: [24, 32, 44][seed % 3] ?? 32,
    rim: rims[(seed >>> 4) % rims.length] ?? '#fff',
    badge: vendor.split('_')[0] ?? vendor,
  };
}

/** Game icon drawn on 200×200 units, shown at `size` px. */
export function gameArtSvg(game: ArtGame, size = 200): string {
  const pick = chooser(hashOf(`game:${game.id}`));
  const { scene, motif } = subjectOf(game, pick);
  const palettes = PALETTES[scene];
  const palette = palettes[pick(palettes.length)] ?? PALETTES.slot[0];
  if (!palette) throw new Error('art: no palette');
  const frame = frameOf(game.vendor);
  const badge = frame.badge.slice(0, 6);
  const sparkles =
    scene === 'slot' || scene === 'lottery'
      ? sparkle(24 + pick(30), 24 + pick(20), 7 + pick(5)) + sparkle(150 + pick(30), 20 + pick(30), 5 + pick(5))
      : '';
  return svgDocument({
    width: 200,
    height: 200,
    display: { width: size, height: size },
    title: game.name,
    body:
      `<defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${palette.back[0]}"/><stop offset="1" stop-color="${palette.back[1]}"/></linearGradient>` +
      `<radialGradient id="g"><stop stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<clipPath id="c"><rect ${FULL} rx="${frame.radius}"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect ${FULL} fill="url(#b)"/>${backdrop(scene, palette, pick)}<circle cx="100" cy="96" r="86" fill="url(#g)"/>` +
      `${foreground(scene, motif, palette, pick)}${sparkles}` +
      `<rect x="8" y="166" width="${badge.length * 10 + 14}" height="24" rx="12" fill="#000" opacity=".6"/>` +
      `<text x="15" y="183" font-size="15" font-weight="800" fill="#fff">${escapeXml(badge)}</text></g>` +
      `<rect x="2" y="2" width="196" height="196" rx="${frame.radius - 2}" fill="none" stroke="${frame.rim}" stroke-opacity=".8" stroke-width="4"/>`,
  });
}
