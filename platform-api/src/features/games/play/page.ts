import {
  API_BASE,
  BACCARAT_BETS,
  BACCARAT_PAYS,
  FISH,
  LOTTERY_DRAWN,
  LOTTERY_HIGHEST,
  LOTTERY_PAYS,
  LOTTERY_PICKS,
  matchOf,
  PATHS,
  PLAY_BALANCE_MESSAGE,
  PLAY_TICKET_HEADER,
  type FairCommitment,
  type PlayKind,
  type WalletSummary,
  SABONG_ODDS,
  SPORTS_ODDS,
} from '@platform/shared/contract';
import { CLIENT_SEED_PATTERN } from '@platform/shared/contract/schemas';
import { escapeXml as escapeHtml } from '../../../art/svg';
import type { ContentLanguage } from '../../../http/request-context';
import { toPesos } from '../../ledger/ledger';
import { SLOT_PAYTABLE, SLOT_SYMBOLS, TABLE_MULTIPLE, type SlotSymbol } from './outcomes';
import { PAGE_TEXT, type PageText } from './page-text';

/** What each reel symbol looks like: characters every system font has. */
export const SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  seven: '7',
  bar: 'BAR',
  star: '★',
  diamond: '♦',
  heart: '♥',
  club: '♣',
  spade: '♠',
};

const STAKE_STEPS_CENTS = [100, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000];

/** Up to six stakes: the minimum bet, then the usual chips above it. */
export function stakesFor(minBetCents: number): number[] {
  const above = STAKE_STEPS_CENTS.filter((cents) => cents > minBetCents);
  return [minBetCents, ...above].slice(0, 6).map(toPesos);
}

export interface PageModel {
  nodeId: number;
  gameName: string;
  vendorName: string;
  kind: PlayKind;
  language: ContentLanguage;
  wallet: WalletSummary;
  stakes: number[];
  fairness: FairCommitment;
}

export const formatMoney = (amount: number, symbol: string) =>
  `${symbol}${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** JSON for a data block inside HTML: `<` is escaped so the text can never close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function head(title: string): string {
  return `<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${API_BASE}${PATHS.play.style}">`;
}

function stakeChoices(model: PageModel, text: PageText): string {
  const options = model.stakes
    .map(
      (stake, index) =>
        `<label class="chip"><input type="radio" name="stake" value="${stake.toFixed(2)}"${
          index === 0 ? ' checked' : ''
        }><span>${escapeHtml(formatMoney(stake, model.wallet.currencySymbol))}</span></label>`,
    )
    .join('');
  return `<fieldset class="choices"><legend>${escapeHtml(text.stake)}</legend>${options}</fieldset>`;
}

interface PickOption {
  value: string;
  label: string;
  /** The odds or multiple shown with the option. */
  pays: string;
}

/** The bet's choices, as radios named `pick`; the first is chosen. */
function pickChoices(legend: string, options: readonly PickOption[]): string {
  const items = options
    .map(
      (option, index) =>
        `<label class="chip pick"><input type="radio" name="pick" value="${escapeHtml(option.value)}"${
          index === 0 ? ' checked' : ''
        }><span>${escapeHtml(option.label)} <b>${escapeHtml(option.pays)}</b></span></label>`,
    )
    .join('');
  return `<fieldset class="choices picks"><legend>${escapeHtml(legend)}</legend>${items}</fieldset>`;
}

const times = (multiple: number) => `×${multiple}`;
const odds = (value: number) => value.toFixed(2);

function lotteryChoices(text: PageText): string {
  const numbers = Array.from({ length: LOTTERY_HIGHEST }, (_, i) => i + 1)
    .map((n) => `<label class="ball-pick"><input type="checkbox" name="numbers" value="${n}"><span>${n}</span></label>`)
    .join('');
  const legend = text.kinds.lottery.pick.replace('{count}', String(LOTTERY_PICKS));
  return `<fieldset class="choices numbers"><legend>${escapeHtml(legend)}</legend>${numbers}</fieldset>`;
}

/** What the bet is on, by the game's kind; the slot has no choice. */
function betChoices(model: PageModel, text: PageText): string {
  const { kinds } = text;
  switch (model.kind) {
    case 'fishing':
      return pickChoices(
        kinds.fishing.pick,
        FISH.map(({ fish, multiple }) => ({ value: fish, label: kinds.fishing.fish[fish], pays: times(multiple) })),
      );
    case 'baccarat':
      return pickChoices(
        kinds.baccarat.pick,
        BACCARAT_BETS.map((bet) => ({
          value: bet,
          label: kinds.baccarat.bets[bet],
          pays: `${Math.round((BACCARAT_PAYS[bet][bet] - 1) * 100) / 100}:1`,
        })),
      );
    case 'sabong':
      return pickChoices(
        kinds.sabong.pick,
        SABONG_ODDS.map((row) => ({ value: row.bet, label: kinds.sabong.bets[row.bet], pays: odds(row.odds) })),
      );
    case 'sports': {
      const [home, away] = matchOf(model.nodeId);
      const names = { '1': home, X: kinds.sports.draw, '2': away };
      return pickChoices(
        kinds.sports.pick,
        SPORTS_ODDS.map((row) => ({ value: row.bet, label: `${row.bet} · ${names[row.bet]}`, pays: odds(row.odds) })),
      );
    }
    case 'lottery':
      return lotteryChoices(text);
    default:
      return '';
  }
}

const slotBoard = (text: PageText) => {
  const reels = ['seven', 'bar', 'star'] as const;
  const label = text.reels.replace('{symbols}', reels.map((s) => text.symbols[s]).join(', '));
  return `<div id="board" class="board reels" role="img" aria-label="${escapeHtml(label)}">${reels
    .map((s) => `<span class="reel" aria-hidden="true">${escapeHtml(SYMBOL_GLYPHS[s])}</span>`)
    .join('')}<span class="payline" aria-hidden="true"></span></div>`;
};

/** The table: each place holds what the round shows there, and the script fills it in. */
function board(model: PageModel, text: PageText): string {
  const { kinds } = text;
  const place = (key: string, name: string) =>
    `<div class="place" data-place="${key}"><span class="place-name">${escapeHtml(name)}</span><span class="place-show" aria-hidden="true">–</span></div>`;
  switch (model.kind) {
    case 'slot':
      return slotBoard(text);
    case 'fishing':
      return `<div id="board" class="board pond" aria-hidden="true">${FISH.map(
        ({ fish }) => `<span class="fish" data-fish="${fish}">${escapeHtml(kinds.fishing.fish[fish])}</span>`,
      ).join('')}</div>`;
    case 'baccarat':
      return `<div id="board" class="board hands">${place('player', kinds.baccarat.bets.player)}${place(
        'banker',
        kinds.baccarat.bets.banker,
      )}</div>`;
    case 'sabong':
      return `<div id="board" class="board fight">${place('meron', kinds.sabong.bets.meron)}<span class="versus">vs</span>${place(
        'wala',
        kinds.sabong.bets.wala,
      )}</div>`;
    case 'sports': {
      const [home, away] = matchOf(model.nodeId);
      return `<div id="board" class="board match">${place('home', home)}<span class="versus">vs</span>${place('away', away)}</div>`;
    }
    case 'lottery':
      return `<div id="board" class="board draw">${place('drawn', kinds.lottery.drawn)}</div>`;
    default:
      return '';
  }
}

/** The sportsbook's slip: the chosen result, its odds and the stake (the script keeps it current). */
function betSlip(model: PageModel, text: PageText): string {
  if (model.kind !== 'sports') return '';
  const slip = text.kinds.sports;
  return `<section class="slip" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(slip.slip)}</h2>
<dl><dt>${escapeHtml(slip.selection)}</dt><dd id="slip-pick"></dd><dt>${escapeHtml(slip.odds)}</dt><dd id="slip-odds"></dd>
<dt>${escapeHtml(text.stake)}</dt><dd id="slip-stake"></dd></dl></section>`;
}

/** The kind's rules, with its numbers from the rules tables. */
function rules(model: PageModel, text: PageText): string {
  const { kinds } = text;
  const line = (words: string) => `<p class="paytable">${escapeHtml(words)}</p>`;
  switch (model.kind) {
    case 'slot':
      return slotPaytable(text);
    case 'table':
      return line(text.tablePays.replace('{multiple}', String(TABLE_MULTIPLE)));
    case 'lottery': {
      const pays = (hits: number) => String(LOTTERY_PAYS.find((row) => row.hits === hits)?.multiple ?? 0);
      return line(
        kinds.lottery.rules
          .replace('{drawn}', String(LOTTERY_DRAWN))
          .replace('{highest}', String(LOTTERY_HIGHEST))
          .replace('{three}', pays(3))
          .replace('{two}', pays(2)),
      );
    }
    default:
      return line(kinds[model.kind].rules);
  }
}

function slotPaytable(text: PageText): string {
  const rows = SLOT_PAYTABLE.map(
    (line) =>
      `<tr><th scope="row"><span aria-hidden="true">${escapeHtml(SYMBOL_GLYPHS[line.symbol])}</span> ${escapeHtml(
        text.symbols[line.symbol],
      )}</th><td>×${line.multiple}</td></tr>`,
  ).join('');
  return `<details class="paytable"><summary>${escapeHtml(text.paytable)}</summary>
<p>${escapeHtml(text.payline)}</p>
<table><thead><tr><th scope="col">${escapeHtml(text.paytableSymbol)}</th><th scope="col">${escapeHtml(
    text.paytablePays,
  )}</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

/**
 * The seed pair: its hash, the client seed (which the player may change) and the next nonce. Changing
 * the client seed, or asking for the server seed, reveals the seed in use and commits a new one.
 */
function fairness(model: PageModel, text: PageText): string {
  const { serverSeedHash, clientSeed, nextNonce } = model.fairness;
  return `<details id="fair" class="fair"><summary>${escapeHtml(text.fairTitle)}</summary>
<p class="fair-help">${escapeHtml(text.fairHelp)}</p>
<dl class="fair-facts">
<dt>${escapeHtml(text.fairHash)}</dt><dd><code id="fair-hash">${escapeHtml(serverSeedHash)}</code></dd>
<dt>${escapeHtml(text.fairNonce)}</dt><dd><output id="fair-nonce">${nextNonce}</output></dd>
</dl>
<div class="fair-seed">
<label for="client-seed">${escapeHtml(text.fairClientSeed)}</label>
<input id="client-seed" name="clientSeed" type="text" value="${escapeHtml(clientSeed)}" maxlength="32"
 autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="fair-message">
<button type="button" id="fair-change" class="fair-button">${escapeHtml(text.fairChange)}</button>
</div>
<button type="button" id="fair-rotate" class="fair-button">${escapeHtml(text.fairRotate)}</button>
<p id="fair-message" class="fair-message" role="status" aria-live="polite"></p>
</details>`;
}

function actionOf(kind: PlayKind, text: PageText): string {
  if (kind === 'slot') return text.spin;
  if (kind === 'table') return text.play;
  return text.kinds[kind].action;
}

/**
 * The game page: plain HTML, with its script and style as separate files (the page runs no inline script).
 * No <form>: a sandboxed frame without allow-forms never submits one, so the button plays by its click.
 * The button comes disabled and the script enables it: a tap before the script has run would be lost.
 */
export function renderGamePage(model: PageModel): string {
  const text = PAGE_TEXT[model.language];
  const config = {
    nodeId: model.nodeId,
    kind: model.kind,
    roundUrl: `${API_BASE}${PATHS.play.round}`,
    ticketHeader: PLAY_TICKET_HEADER,
    messageType: PLAY_BALANCE_MESSAGE,
    clientSeedUrl: `${API_BASE}${PATHS.play.clientSeed}`,
    rotateUrl: `${API_BASE}${PATHS.play.rotate}`,
    clientSeedPattern: CLIENT_SEED_PATTERN,
    currencySymbol: model.wallet.currencySymbol,
    text: { ...text, glyphs: SYMBOL_GLYPHS, symbolKeys: SLOT_SYMBOLS },
    lotteryPicks: LOTTERY_PICKS,
    match: model.kind === 'sports' ? matchOf(model.nodeId) : null,
  };
  return `<!doctype html>
<html lang="${text.htmlLang}">
<head>
${head(model.gameName)}
<script type="application/json" id="play-config">${jsonForHtml(config)}</script>
<script src="${API_BASE}${PATHS.play.script}" defer></script>
</head>
<body>
<main class="game" data-kind="${model.kind}">
<h1>${escapeHtml(model.gameName)}</h1>
<p class="vendor">${escapeHtml(model.vendorName)}</p>
<p class="balance">${escapeHtml(text.balance)}: <output id="balance">${escapeHtml(
    formatMoney(model.wallet.sumBalance, model.wallet.currencySymbol),
  )}</output></p>
${board(model, text)}
<div id="round-form" class="round">
${stakeChoices(model, text)}
${betChoices(model, text)}
${betSlip(model, text)}
<button type="button" id="play" class="play" disabled>${escapeHtml(actionOf(model.kind, text))}</button>
</div>
<p id="result" class="result" role="status" aria-live="polite"></p>
${rules(model, text)}
${fairness(model, text)}
<p class="note">${escapeHtml(text.note)}</p>
</main>
</body>
</html>
`;
}

/** The page for a missing or dead ticket: the language is unknown, so it speaks both. */
export function renderExpiredPage(): string {
  return `<!doctype html>
<html lang="tl">
<head>
${head('Game')}
</head>
<body>
<main class="game expired">
<p role="alert">${escapeHtml(PAGE_TEXT.TY.expired)}</p>
<p lang="en">${escapeHtml(PAGE_TEXT.EN.expired)}</p>
</main>
</body>
</html>
`;
}
