import {
  API_BASE,
  PATHS,
  PLAY_BALANCE_MESSAGE,
  PLAY_TICKET_HEADER,
  type FairCommitment,
  type PlayKind,
  type WalletSummary,
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

function sideChoices(text: PageText): string {
  return `<fieldset class="choices sides"><legend>${escapeHtml(text.side)}</legend>
<label class="chip side-a"><input type="radio" name="side" value="A" checked><span>${escapeHtml(text.sideA)}</span></label>
<label class="chip side-b"><input type="radio" name="side" value="B"><span>${escapeHtml(text.sideB)}</span></label>
</fieldset>`;
}

function board(model: PageModel, text: PageText): string {
  if (model.kind === 'slot') {
    const reels = ['seven', 'bar', 'star'] as const;
    const label = text.reels.replace('{symbols}', reels.map((s) => text.symbols[s]).join(', '));
    return `<div id="board" class="board reels" role="img" aria-label="${escapeHtml(label)}">${reels
      .map((s) => `<span class="reel" aria-hidden="true">${escapeHtml(SYMBOL_GLYPHS[s])}</span>`)
      .join('')}</div>`;
  }
  const label = text.cards.replace('{a}', '?').replace('{b}', '?');
  return `<div id="board" class="board cards" role="img" aria-label="${escapeHtml(label)}">
<span class="card side-a" aria-hidden="true">?</span><span class="card side-b" aria-hidden="true">?</span></div>`;
}

function paytable(model: PageModel, text: PageText): string {
  if (model.kind === 'table') {
    return `<p class="paytable">${escapeHtml(text.tablePays.replace('{multiple}', String(TABLE_MULTIPLE)))}</p>`;
  }
  const rows = SLOT_PAYTABLE.map(
    (line) =>
      `<tr><th scope="row"><span aria-hidden="true">${escapeHtml(SYMBOL_GLYPHS[line.symbol])}</span> ${escapeHtml(
        text.symbols[line.symbol],
      )}</th><td>×${line.multiple}</td></tr>`,
  ).join('');
  return `<details class="paytable"><summary>${escapeHtml(text.paytable)}</summary>
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
${model.kind === 'table' ? sideChoices(text) : ''}
<button type="button" id="play" class="play" disabled>${escapeHtml(model.kind === 'slot' ? text.spin : text.play)}</button>
</div>
<p id="result" class="result" role="status" aria-live="polite"></p>
${paytable(model, text)}
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
