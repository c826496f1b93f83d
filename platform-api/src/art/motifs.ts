// The drawn things game art is composed of: each motif is drawn around 0,0 within about ±50 units and
// placed by the composition (game-art.ts). Colours a motif takes from the game's palette let the same
// thing look different from game to game; the rest are the thing's own colours (cherries are red).

/** Colours a picture is painted in. */
export interface Palette {
  /** The background gradient, top-left to bottom-right. */
  back: readonly [string, string];
  /** The main colour of what is drawn. */
  main: string;
  /** A second colour beside it. */
  second: string;
}

export type Motif = (palette: Palette, pick: (n: number) => number) => string;

const shine = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".55"/>`;

/** A four-pointed sparkle. */
export const sparkle = (x: number, y: number, size: number, colour = '#fff') =>
  `<path transform="translate(${x} ${y}) scale(${size / 10})" d="M0-10L2-2 10 0 2 2 0 10-2 2-10 0-2-2z" fill="${colour}"/>`;

const cherry: Motif = () =>
  `<path d="M-14 8C-10-18 2-32 16-40M14 12C12-10 10-28 16-40" stroke="#2f7a1c" stroke-width="4" fill="none"/>` +
  `<path d="M16-40c12-2 22 4 26 14-12 4-22-2-26-14z" fill="#59b52c"/>` +
  `<circle cx="-16" cy="22" r="19" fill="#d3172c"/><circle cx="16" cy="26" r="19" fill="#ea2a3e"/>${shine(-22, 15, 5)}${shine(10, 19, 5)}`;

const mango: Motif = () =>
  `<ellipse rx="36" ry="27" fill="#ffb21c" transform="rotate(-28)"/><ellipse cx="8" cy="8" rx="24" ry="14" fill="#ff8a1c" opacity=".6" transform="rotate(-28)"/>` +
  `<path d="M20-24c6-18 20-22 30-18-4 12-16 20-30 18z" fill="#43a82c"/>${shine(-16, -10, 6)}`;

const grapes: Motif = () => {
  const at = [
    [-18, -14],
    [0, -16],
    [18, -14],
    [-10, 2],
    [10, 2],
    [0, 18],
    [-20, 10],
    [20, 10],
  ];
  return (
    `<path d="M0-30C2-40 8-46 16-48" stroke="#6b4a1c" stroke-width="4" fill="none"/><path d="M2-34c-14-14-30-6-32 4 14 4 26 2 32-4z" fill="#4fae2f"/>` +
    at.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#7b2fbe"/>`).join('') +
    shine(-21, -17, 3) +
    shine(-3, -19, 3)
  );
};

const melon: Motif = () =>
  `<path d="M-46-12a46 46 0 0 0 92 0z" fill="#2e9b3a"/><path d="M-40-12a40 40 0 0 0 80 0z" fill="#ff4d5e"/>` +
  [-20, 0, 20].map((x) => `<ellipse cx="${x}" cy="${x === 0 ? 10 : 2}" rx="3" ry="5" fill="#222"/>`).join('');

const GEM_COLOURS = ['#e0245e', '#1fb46b', '#2f7bf0', '#9b4ddb', '#ffb21c'];

const gem: Motif = (palette, pick) => {
  const colour = pick(3) === 0 ? palette.main : (GEM_COLOURS[pick(GEM_COLOURS.length)] ?? '#2f7bf0');
  return (
    `<path d="M-30-24h60l18 20-48 48-48-48z" fill="${colour}"/>` +
    `<path d="M-30-24l14 20-32 0zM30-24l-14 20 32 0z" fill="#fff" opacity=".35"/><path d="M-16-4L0 44 16-4z" fill="#000" opacity=".15"/>` +
    `<path d="M-30-24l14 20h32l14-20M-48-4h96M-16-4L0 44 16-4" stroke="#fff" stroke-opacity=".6" stroke-width="2" fill="none"/>`
  );
};

const crown: Motif = () =>
  `<path d="M-42 22l-6-46 26 20 22-34 22 34 26-20-6 46z" fill="#ffc83d" stroke="#b07800" stroke-width="3"/>` +
  `<rect x="-43" y="20" width="86" height="14" rx="4" fill="#e5a400"/><circle cy="4" r="8" fill="#e0243c"/>` +
  `<circle cx="-24" cy="10" r="5" fill="#2f7bf0"/><circle cx="24" cy="10" r="5" fill="#1fb46b"/>${shine(-4, 0, 2.5)}`;

const coins: Motif = () =>
  [22, 10, -2]
    .map(
      (y, i) =>
        `<ellipse cx="${i === 2 ? 6 : 0}" cy="${y}" rx="34" ry="12" fill="#d99a00"/><ellipse cx="${i === 2 ? 6 : 0}" cy="${y - 4}" rx="34" ry="12" fill="#ffc83d"/>`,
    )
    .join('') +
  `<circle cx="-6" cy="-22" r="24" fill="#ffc83d" stroke="#d99a00" stroke-width="4"/>` +
  `<path d="M-6-34l4 8 8 1-6 6 2 9-8-4-8 4 2-9-6-6 8-1z" fill="#d99a00"/>`;

const seven: Motif = (palette) =>
  `<text y="34" font-size="100" font-weight="900" text-anchor="middle" fill="#e8202e" stroke="${palette.main}" stroke-width="5" paint-order="stroke">7</text>`;

const bell: Motif = () =>
  `<path d="M-32 22c6-10 8-20 8-34a24 24 0 0 1 48 0c0 14 2 24 8 34z" fill="#ffc83d"/><circle cy="30" r="8" fill="#c98600"/>` +
  `<rect x="-36" y="18" width="72" height="9" rx="4" fill="#e5a400"/><circle cy="-40" r="6" fill="#e5a400"/>${shine(-10, -18, 5)}`;

const clover: Motif = () =>
  `<path d="M0 10C6 30 12 40 20 46" stroke="#2a8a2a" stroke-width="5" fill="none"/>` +
  [
    [-14, -14],
    [14, -14],
    [-14, 12],
    [14, 12],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17" fill="#3cb043"/>`)
    .join('') +
  `<circle r="6" fill="#2a8a2a"/>`;

const STAR = 'M0-44l12 26 30 4-22 20 6 30-26-14-26 14 6-30-22-20 30-4z';

const star: Motif = (palette) =>
  `<path d="${STAR}" fill="#ffd23f" stroke="${palette.second}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M0-30l8 18 20 3-15 13" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;

const sun: Motif = () =>
  `<circle r="46" fill="none" stroke="#ffb21c" stroke-width="16" stroke-dasharray="6 6"/><circle r="32" fill="#ffd23f"/>${shine(-10, -10, 8)}`;

const moon: Motif = (palette) =>
  `<path d="M10-42a42 42 0 1 0 32 56A34 34 0 1 1 10-42z" fill="#ffe07a"/>` +
  `${sparkle(28, -22, 10, palette.main)}${sparkle(36, 6, 6)}`;

const lantern: Motif = (palette) =>
  `<path d="${STAR}" fill="${palette.main}" stroke="#ffd23f" stroke-width="4" stroke-linejoin="round"/>` +
  `<circle r="14" fill="#ffd23f"/><circle r="7" fill="#fff"/>` +
  `<path d="M-14 36v14M0 30v18M14 36v14" stroke="#ffd23f" stroke-width="4" stroke-linecap="round"/>`;

const flower: Motif = (palette) =>
  [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<ellipse cy="-24" rx="15" ry="24" fill="#fff" stroke="${palette.second}" transform="rotate(${angle})"/>`,
    )
    .join('') + `<circle r="13" fill="#ffcf33"/>`;

const butterfly: Motif = (palette) =>
  `<ellipse cx="-22" cy="-14" rx="22" ry="26" fill="${palette.main}" transform="rotate(-20)"/><ellipse cx="22" cy="-14" rx="22" ry="26" fill="${palette.main}" transform="rotate(20)"/>` +
  `<ellipse cx="-16" cy="22" rx="15" ry="17" fill="${palette.second}"/><ellipse cx="16" cy="22" rx="15" ry="17" fill="${palette.second}"/>` +
  `<rect x="-4" y="-30" width="8" height="64" rx="4" fill="#222"/><path d="M-2-30l-10-14M2-30l10-14" stroke="#222" stroke-width="3"/>`;

const shell: Motif = () =>
  `<path d="M0 34L-44-8A48 48 0 0 1 44-8z" fill="#ffb8c8"/>` +
  `<path d="M0 34L-30-34M0 34L-12-42M0 34L12-42M0 34L30-34" stroke="#e07c96" stroke-width="3"/>` +
  `<circle cx="0" cy="26" r="14" fill="#f6f2ff"/>${shine(-4, 22, 4)}`;

const dragon: Motif = (palette) =>
  `<path d="M-44 40C-44 6-8 14-8-8S22-44 40-34" stroke="${palette.main}" stroke-width="20" fill="none" stroke-linecap="round"/>` +
  `<path d="M-44 40C-44 6-8 14-8-8S22-44 40-34" stroke="${palette.second}" stroke-width="6" fill="none" stroke-dasharray="4 8"/>` +
  `<path d="M-40 22l-14-6 12-2M-12 4l-14-10 14 0M8-28l-4-18 12 10" fill="${palette.second}"/>` +
  `<path d="M30-46c14-4 26 4 26 14s-12 14-26 8z" fill="${palette.main}"/><path d="M36-44l-8-14M44-44l2-14" stroke="#ffd23f" stroke-width="4" stroke-linecap="round"/>` +
  `<circle cx="44" cy="-36" r="4" fill="#ffd23f"/><circle cx="-30" cy="-30" r="10" fill="#fff" opacity=".85"/>`;

const tiger: Motif = () =>
  `<circle cx="-28" cy="-30" r="13" fill="#f08a1c"/><circle cx="28" cy="-30" r="13" fill="#f08a1c"/><circle cx="-28" cy="-30" r="6" fill="#ffd9b0"/><circle cx="28" cy="-30" r="6" fill="#ffd9b0"/>` +
  `<circle r="40" fill="#f08a1c"/><ellipse cy="18" rx="24" ry="18" fill="#fff3e2"/>` +
  `<path d="M0-40v14M-10-38l4 10M10-38l-4 10M-40-4h14M40-4h-14M-38 8l12-4M38 8l-12-4" stroke="#222" stroke-width="4" stroke-linecap="round"/>` +
  `<ellipse cx="-14" cy="-6" rx="5" ry="7" fill="#222"/><ellipse cx="14" cy="-6" rx="5" ry="7" fill="#222"/><path d="M-7 8h14l-7 8z" fill="#222"/>`;

const fish: Motif = (palette, pick) => {
  const body = pick(2) === 0 ? '#ff7a1c' : palette.main;
  return (
    `<path d="M32 0l22-22v44z" fill="${palette.second}"/><path d="M-44 0C-24-30 20-28 36 0 20 28-24 30-44 0z" fill="${body}"/>` +
    `<path d="M-4-22c8-12 20-12 28-4-8 2-18 4-28 4z" fill="${palette.second}"/>` +
    `<circle cx="10" cy="-4" r="7" fill="#fff" opacity=".5"/><circle cx="-2" cy="10" r="5" fill="#fff" opacity=".5"/>` +
    `<circle cx="-28" cy="-4" r="6" fill="#fff"/><circle cx="-29" cy="-4" r="3" fill="#111"/>`
  );
};

const shark: Motif = () =>
  `<path d="M-2-18l12-30 14 30z" fill="#5a6f85"/><path d="M34 0l20-24-6 24 6 24z" fill="#5a6f85"/>` +
  `<path d="M-50 2C-30-24 20-24 38 0 20 20-30 22-50 2z" fill="#7b90a6"/><path d="M-50 2C-30 10 10 14 38 0 20 20-30 22-50 2z" fill="#eef3f8"/>` +
  `<path d="M-18-6v10M-12-6v10M-6-6v10" stroke="#4a5d70" stroke-width="2"/><circle cx="-34" cy="-4" r="3" fill="#111"/>`;

const octopus: Motif = (palette) =>
  [-30, -12, 12, 30]
    .map(
      (x) =>
        `<path d="M${x / 2} 0C${x} 20 ${x * 1.3} 30 ${x * 1.1} 44" stroke="${palette.main}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    )
    .join('') +
  `<ellipse cy="-14" rx="32" ry="30" fill="${palette.main}"/>` +
  `<circle cx="-12" cy="-12" r="8" fill="#fff"/><circle cx="12" cy="-12" r="8" fill="#fff"/><circle cx="-11" cy="-11" r="4" fill="#111"/><circle cx="13" cy="-11" r="4" fill="#111"/>${shine(-10, -30, 6)}`;

const crab: Motif = () =>
  `<path d="M-30 8l-18 14M-28 16l-14 20M30 8l18 14M28 16l14 20M-20-10l-14-20M20-10l14-20" stroke="#c8281c" stroke-width="6" stroke-linecap="round"/>` +
  `<circle cx="-38" cy="-34" r="12" fill="#e8402c"/><circle cx="38" cy="-34" r="12" fill="#e8402c"/><path d="M-38-34l-10-8M38-34l10-8" stroke="#fff" stroke-width="4"/>` +
  `<ellipse cy="6" rx="34" ry="24" fill="#e8402c"/><circle cx="-10" cy="-18" r="6" fill="#fff"/><circle cx="10" cy="-18" r="6" fill="#fff"/>` +
  `<circle cx="-10" cy="-18" r="3" fill="#111"/><circle cx="10" cy="-18" r="3" fill="#111"/>${shine(-14, 0, 5)}`;

const jellyfish: Motif = (palette) =>
  `<path d="M-20 0c-6 14 6 24 0 40M0 0c-6 14 6 24 0 44M20 0c-6 14 6 24 0 40" stroke="${palette.second}" stroke-width="4" fill="none"/>` +
  `<path d="M-34 4a34 36 0 0 1 68 0c-10 6-22-4-34 2-12-6-24 4-34-2z" fill="${palette.main}" opacity=".9"/>${shine(-14, -14, 7)}`;

const SUITS = [
  'M0 12C-16 0-16-14-6-14c4 0 6 3 6 5 0-2 2-5 6-5 10 0 10 14-6 26z',
  'M0-14L12 0 0 14-12 0z',
  'M0-14C16-2 16 10 6 10c-3 0-5-2-6-4l3 10h-6l3-10c-1 2-3 4-6 4-10 0-10-12 6-24z',
];

const cards: Motif = () =>
  [-20, 0, 20]
    .map(
      (angle, i) =>
        `<g transform="rotate(${angle * 1.4} 0 60)"><rect x="-24" y="-36" width="48" height="68" rx="6" fill="#fff" stroke="#999"/>` +
        `<path d="${SUITS[i] ?? ''}" fill="${i === 1 ? '#e0243c' : i === 0 ? '#e0243c' : '#111'}"/></g>`,
    )
    .join('');

const chips: Motif = (palette) =>
  [
    [-14, 14, palette.second],
    [14, -8, palette.main],
  ]
    .map(
      ([x, y, colour]) =>
        `<g transform="translate(${x} ${y})"><circle r="30" fill="${colour}"/><circle r="26" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="8 8"/><circle r="16" fill="#fff" opacity=".9"/><circle r="10" fill="${colour}"/></g>`,
    )
    .join('');

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  3: [
    [-12, -12],
    [0, 0],
    [12, 12],
  ],
  5: [
    [-12, -12],
    [12, -12],
    [0, 0],
    [-12, 12],
    [12, 12],
  ],
};

const dice: Motif = () =>
  [
    [-18, 10, -14, 5],
    [20, -12, 16, 3],
  ]
    .map(
      ([x, y, angle, pips]) =>
        `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-24" y="-24" width="48" height="48" rx="10" fill="#fff" stroke="#bbb" stroke-width="2"/>` +
        (PIPS[pips ?? 3] ?? [])
          .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="5" fill="${pips === 3 ? '#e0243c' : '#222'}"/>`)
          .join('') +
        '</g>',
    )
    .join('');

const roulette: Motif = () =>
  `<circle r="46" fill="#6b3a14"/><circle r="36" fill="none" stroke="#c8102e" stroke-width="16"/>` +
  `<circle r="36" fill="none" stroke="#151515" stroke-width="16" stroke-dasharray="7.54 7.54"/><circle r="27" fill="#1e7a36"/>` +
  `<circle r="12" fill="#ffc83d"/><path d="M0-22V22M-22 0H22" stroke="#ffc83d" stroke-width="3"/><circle cx="20" cy="-30" r="5" fill="#fff"/>`;

const mahjong: Motif = () =>
  [
    [-18, -6],
    [18, 6],
  ]
    .map(
      ([x, y], i) =>
        `<g transform="translate(${x} ${y}) rotate(${i ? 10 : -10})"><rect x="-22" y="-28" width="44" height="60" rx="7" fill="#1d8a4e"/><rect x="-22" y="-32" width="44" height="60" rx="7" fill="#fbf5e4"/>` +
        (i
          ? `<circle cy="-2" r="12" fill="none" stroke="#c8102e" stroke-width="5"/><circle cy="-2" r="4" fill="#1d6fb8"/>`
          : `<path d="M-10-20v36M0-20v36M10-20v36" stroke="#1d8a4e" stroke-width="6" stroke-linecap="round"/>`) +
        '</g>',
    )
    .join('');

const rooster: Motif = (palette) =>
  `<path d="M-20 0C-48-6-52-34-38-46M-20 4C-44 4-58-18-52-36M-18 10C-38 20-52 8-56-6" stroke="${palette.second}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
  `<path d="M-8 36v12M6 36v12" stroke="#ffb21c" stroke-width="4"/><path d="M-14 48h12M0 48h12" stroke="#ffb21c" stroke-width="3"/>` +
  `<ellipse cx="-2" cy="12" rx="28" ry="24" fill="${palette.main}"/><path d="M6 0C12-14 12-22 16-30h12c2 14-2 26-10 34z" fill="${palette.main}"/>` +
  `<circle cx="22" cy="-30" r="12" fill="${palette.main}"/><path d="M12-42a5 5 0 0 1 8-4 5 5 0 0 1 8 2 5 5 0 0 1 6 6z" fill="#e0243c"/>` +
  `<path d="M33-32l12 4-12 4z" fill="#ffb21c"/><ellipse cx="30" cy="-18" rx="4" ry="6" fill="#e0243c"/><circle cx="24" cy="-32" r="3" fill="#111"/>` +
  `<ellipse cx="-6" cy="10" rx="16" ry="10" fill="#000" opacity=".2" transform="rotate(-20)"/>`;

const football: Motif = () =>
  `<circle r="40" fill="#fff" stroke="#222" stroke-width="3"/><path d="M0-14l13 9-5 16H-8l-5-16z" fill="#222"/>` +
  `<path d="M0-14V-38M13-5l22-8M8 11l14 20M-8 11l-14 20M-13-5l-22-8" stroke="#222" stroke-width="3"/>`;

const basketball: Motif = () =>
  `<circle r="40" fill="#f07c1c"/><path d="M-40 0h80M0-40v80M-28-28c14 14 14 42 0 56M28-28c-14 14-14 42 0 56" stroke="#5a2a08" stroke-width="3" fill="none"/>${shine(-14, -16, 6)}`;

const horseshoe: Motif = () =>
  `<path d="M-26 38V0a26 26 0 0 1 52 0v38" stroke="#c7cdd6" stroke-width="16" fill="none"/>` +
  [
    [-26, 10],
    [-26, 28],
    [26, 10],
    [26, 28],
    [-18, -16],
    [18, -16],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#5a6470"/>`)
    .join('');

const gamepad: Motif = (palette) =>
  `<path d="M-30-20h60c14 0 20 14 20 34 0 18-14 22-22 10l-10-12h-36l-10 12c-8 12-22 8-22-10 0-20 6-34 20-34z" fill="${palette.main}"/>` +
  `<path d="M-28-2h16M-20-10v16" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
  `<circle cx="18" cy="-8" r="5" fill="#ffd23f"/><circle cx="28" cy="2" r="5" fill="#3cb043"/><circle cx="8" cy="2" r="5" fill="#e0243c"/>`;

const BALL_COLOURS = ['#e0243c', '#2f7bf0', '#ffb21c', '#1fb46b', '#9b4ddb'];

const lotteryBalls: Motif = (_palette, pick) =>
  [
    [-24, 14],
    [24, 14],
    [0, -18],
  ]
    .map(([x, y], i) => {
      const colour = BALL_COLOURS[(pick(BALL_COLOURS.length) + i) % BALL_COLOURS.length] ?? '#e0243c';
      return (
        `<g transform="translate(${x} ${y})"><circle r="24" fill="${colour}"/><circle r="13" fill="#fff"/>${shine(-10, -12, 4)}` +
        `<text y="6" font-size="16" font-weight="800" text-anchor="middle" fill="#222">${1 + pick(49)}</text></g>`
      );
    })
    .join('');

const keno: Motif = (palette, pick) => {
  const lit = new Set([pick(16), pick(16), pick(16), pick(16), pick(16)]);
  let cells = '';
  for (let i = 0; i < 16; i += 1) {
    const x = -36 + (i % 4) * 24;
    const y = -36 + Math.floor(i / 4) * 24;
    cells += `<circle cx="${x}" cy="${y}" r="10" fill="${lit.has(i) ? palette.main : '#fff'}" opacity="${lit.has(i) ? 1 : 0.7}"/>`;
  }
  return `<rect x="-50" y="-50" width="100" height="100" rx="14" fill="#000" opacity=".25"/>${cells}`;
};

const racingFlag: Motif = () => {
  let squares = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = row % 2; col < 5; col += 2) squares += `M${-30 + col * 14} ${-40 + row * 12}h14v12h-14z`;
  }
  return (
    `<path d="M-34-44v92" stroke="#8a8f99" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="-30" y="-40" width="70" height="48" fill="#fff"/><path d="${squares}" fill="#111"/>`
  );
};

export const MOTIFS = {
  cherry,
  mango,
  grapes,
  melon,
  gem,
  crown,
  coins,
  seven,
  bell,
  clover,
  star,
  sun,
  moon,
  lantern,
  flower,
  butterfly,
  shell,
  dragon,
  tiger,
  fish,
  shark,
  octopus,
  crab,
  jellyfish,
  cards,
  chips,
  dice,
  roulette,
  mahjong,
  rooster,
  football,
  basketball,
  horseshoe,
  gamepad,
  lotteryBalls,
  keno,
  racingFlag,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
