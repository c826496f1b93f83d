import type { ContentLanguage } from '../../../http/request-context';
import type { SlotSymbol } from './outcomes';

/** Every text of the demo game page, in both languages. `{name}` marks a value the page fills in. */
export interface PageText {
  htmlLang: string;
  balance: string;
  stake: string;
  spin: string;
  play: string;
  side: string;
  sideA: string;
  sideB: string;
  playing: string;
  won: string;
  returned: string;
  lost: string;
  sideWins: string;
  reels: string;
  cards: string;
  round: string;
  insufficient: string;
  expired: string;
  failed: string;
  paytable: string;
  paytableSymbol: string;
  paytablePays: string;
  tablePays: string;
  note: string;
  symbols: Record<SlotSymbol, string>;
}

export const PAGE_TEXT: Record<ContentLanguage, PageText> = {
  EN: {
    htmlLang: 'en',
    balance: 'Balance',
    stake: 'Bet amount',
    spin: 'Spin',
    play: 'Play round',
    side: 'Your side',
    sideA: 'Red',
    sideB: 'Blue',
    playing: 'Playing…',
    won: 'You won {amount}!',
    returned: 'You got {amount} back.',
    lost: 'No win this time.',
    sideWins: '{side} wins.',
    reels: 'Reels: {symbols}',
    cards: 'Red {a}, Blue {b}',
    round: 'Round {id}',
    insufficient: 'Your balance is not enough for this bet. Choose a smaller amount.',
    expired: 'This game session has ended. Close the game and open it again.',
    failed: 'Something went wrong. Please try again.',
    paytable: 'Pay table',
    paytableSymbol: 'Three of a kind',
    paytablePays: 'Pays',
    tablePays: 'The winning side pays {multiple} times the bet.',
    note: 'Demo game: results are random, with a 95% return to player.',
    symbols: {
      seven: 'Seven',
      bar: 'Bar',
      star: 'Star',
      diamond: 'Diamond',
      heart: 'Heart',
      club: 'Club',
      spade: 'Spade',
    },
  },
  TY: {
    htmlLang: 'tl',
    balance: 'Balance',
    stake: 'Halaga ng taya',
    spin: 'Paikutin',
    play: 'Maglaro',
    side: 'Iyong panig',
    sideA: 'Pula',
    sideB: 'Asul',
    playing: 'Naglalaro…',
    won: 'Nanalo ka ng {amount}!',
    returned: 'Naibalik sa iyo ang {amount}.',
    lost: 'Walang panalo ngayon.',
    sideWins: 'Panalo ang {side}.',
    reels: 'Mga reel: {symbols}',
    cards: 'Pula {a}, Asul {b}',
    round: 'Round {id}',
    insufficient: 'Kulang ang iyong balance para sa taya na ito. Pumili ng mas maliit na halaga.',
    expired: 'Natapos na ang game session. Isara ang laro at buksan muli.',
    failed: 'May nangyaring mali. Pakisubukan muli.',
    paytable: 'Talaan ng bayad',
    paytableSymbol: 'Tatlong magkapareho',
    paytablePays: 'Bayad',
    tablePays: 'Ang panalong panig ay binabayaran ng {multiple} beses ng taya.',
    note: 'Demo na laro: random ang resulta, na may 95% na balik sa manlalaro.',
    symbols: {
      seven: 'Pito',
      bar: 'Bar',
      star: 'Bituin',
      diamond: 'Diyamante',
      heart: 'Puso',
      club: 'Trebol',
      spade: 'Espada',
    },
  },
};
