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
  /** The round call's answers when play stops: the session ended, a self-exclusion, a time-out. */
  signedOut: string;
  excluded: string;
  timeout: string;
  fairTitle: string;
  fairHelp: string;
  fairHash: string;
  fairClientSeed: string;
  fairNonce: string;
  fairChange: string;
  fairRotate: string;
  fairRevealed: string;
  fairSeedInvalid: string;
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
    signedOut: 'You were signed out, so this game has stopped. Sign in again to play.',
    excluded: 'You chose to exclude yourself from play until {until} (Manila time). This game has stopped.',
    timeout: 'Your time-out has started: play is closed until {until} (Manila time). This game has stopped.',
    fairTitle: 'Provably fair',
    fairHelp:
      'Each result comes from HMAC-SHA256 of the server seed with your client seed and the nonce. The server seed is shown only by its hash until you change it; then you can check every round in your bet record.',
    fairHash: 'Server seed hash',
    fairClientSeed: 'Your client seed',
    fairNonce: 'Next nonce',
    fairChange: 'Change client seed',
    fairRotate: 'Reveal server seed',
    fairRevealed: 'Revealed server seed: {seed} (used for {rounds} rounds). A new one is now in use.',
    fairSeedInvalid: 'Use 1 to 32 letters, numbers, - or _.',
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
    balance: 'Balanse',
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
    insufficient: 'Kulang ang iyong balanse para sa taya na ito. Pumili ng mas maliit na halaga.',
    expired: 'Natapos na ang game session. Isara ang laro at buksan muli.',
    failed: 'May nangyaring mali. Pakisubukan muli.',
    paytable: 'Talaan ng bayad',
    paytableSymbol: 'Tatlong magkapareho',
    paytablePays: 'Bayad',
    tablePays: 'Ang panalong panig ay binabayaran ng {multiple} beses ng taya.',
    note: 'Demo na laro: random ang resulta, na may 95% na balik sa manlalaro.',
    signedOut: 'Na-sign out ka kaya huminto ang larong ito. Mag-sign in muli para maglaro.',
    excluded: 'Pinili mong huwag munang maglaro hanggang {until} (oras sa Maynila). Huminto na ang larong ito.',
    timeout:
      'Nagsimula na ang iyong time-out: sarado ang paglalaro hanggang {until} (oras sa Maynila). Huminto na ang larong ito.',
    fairTitle: 'Patunay na patas',
    fairHelp:
      'Bawat resulta ay mula sa HMAC-SHA256 ng server seed, ng iyong client seed at ng nonce. Hash lang ng server seed ang makikita hanggang palitan mo ito; pagkatapos, masusuri mo ang bawat round sa iyong bet record.',
    fairHash: 'Hash ng server seed',
    fairClientSeed: 'Iyong client seed',
    fairNonce: 'Susunod na nonce',
    fairChange: 'Palitan ang client seed',
    fairRotate: 'Ipakita ang server seed',
    fairRevealed: 'Ipinakita ang server seed: {seed} (ginamit sa {rounds} na round). May bago nang ginagamit.',
    fairSeedInvalid: 'Gumamit ng 1 hanggang 32 na titik, numero, - o _.',
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
