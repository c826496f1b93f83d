import type { ContentLanguage } from '../../../http/request-context';
import type { BaccaratBet, FishKey, SabongBet } from '@platform/shared/contract';
import type { SlotSymbol } from './outcomes';

/** The texts of each kind of game but the slot: its button, what the bet is on, results and rules. */
export interface KindTexts {
  fishing: {
    action: string;
    pick: string;
    fish: Record<FishKey, string>;
    caught: string;
    escaped: string;
    rules: string;
  };
  baccarat: {
    action: string;
    pick: string;
    bets: Record<BaccaratBet, string>;
    hand: string;
    wins: string;
    tie: string;
    rules: string;
  };
  sabong: {
    action: string;
    pick: string;
    bets: Record<SabongBet, string>;
    wins: string;
    draw: string;
    rules: string;
  };
  sports: {
    action: string;
    pick: string;
    draw: string;
    slip: string;
    selection: string;
    odds: string;
    fullTime: string;
    rules: string;
  };
  lottery: {
    action: string;
    pick: string;
    need: string;
    drawn: string;
    matched: string;
    rules: string;
  };
}

/** Every text of the demo game page, in both languages. `{name}` marks a value the page fills in. */
export interface PageText {
  htmlLang: string;
  balance: string;
  stake: string;
  spin: string;
  play: string;
  playing: string;
  won: string;
  returned: string;
  lost: string;
  reels: string;
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
  /** The slot's one pay line, across the middle of the three reels. */
  payline: string;
  kinds: KindTexts;
}

export const PAGE_TEXT: Record<ContentLanguage, PageText> = {
  EN: {
    htmlLang: 'en',
    balance: 'Balance',
    stake: 'Bet amount',
    spin: 'Spin',
    play: 'Play round',
    playing: 'Playing…',
    won: 'You won {amount}!',
    returned: 'You got {amount} back.',
    lost: 'No win this time.',
    reels: 'Reels: {symbols}',
    round: 'Round {id}',
    insufficient: 'Your balance is not enough for this bet. Choose a smaller amount.',
    expired: 'This game session has ended. Close the game and open it again.',
    failed: 'Something went wrong. Please try again.',
    paytable: 'Pay table',
    paytableSymbol: 'Three of a kind',
    paytablePays: 'Pays',
    tablePays: 'The winning side pays {multiple} times the bet.',
    note: 'Demo game: every result is random and provably fair.',
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
    payline: 'One pay line across the middle: three of a kind pays. 95% return to player.',
    kinds: {
      fishing: {
        action: 'Shoot',
        pick: 'Aim at',
        fish: { shrimp: 'Shrimp', crab: 'Crab', turtle: 'Sea turtle', shark: 'Shark' },
        caught: 'You caught the {fish}!',
        escaped: 'The {fish} got away.',
        rules:
          'Each shot costs the bet. The bigger the fish, the rarer the catch; a catch pays the fish’s multiple of the bet. 95% return to player.',
      },
      baccarat: {
        action: 'Deal',
        pick: 'Bet on',
        bets: { player: 'Player', banker: 'Banker', tie: 'Tie' },
        hand: '{hand}: {cards} ({points})',
        wins: '{hand} wins, {winner} to {loser}.',
        tie: 'Tie at {points}.',
        rules:
          'Real baccarat drawing rules. Player pays 1:1, Banker 0.95:1, Tie 8:1; on a tie, Player and Banker bets come back.',
      },
      sabong: {
        action: 'Place bet',
        pick: 'Bet on',
        bets: { meron: 'Meron', wala: 'Wala', draw: 'Draw' },
        wins: '{side} wins the fight.',
        draw: 'The fight is a draw.',
        rules: 'The odds include your bet. On a draw, Meron and Wala bets come back.',
      },
      sports: {
        action: 'Place bet',
        pick: 'Full-time result',
        draw: 'Draw',
        slip: 'Bet slip',
        selection: 'Selection',
        odds: 'Odds',
        fullTime: 'Full time: {home} {homeGoals}–{awayGoals} {away}.',
        rules: '1 is a home win, X a draw, 2 an away win. The odds include your bet.',
      },
      lottery: {
        action: 'Draw',
        pick: 'Pick {count} numbers',
        need: 'Pick exactly {count} numbers.',
        drawn: 'Numbers drawn',
        matched: 'Drawn: {numbers}. You matched {hits}.',
        rules: '{drawn} numbers of 1 to {highest} are drawn. Match 3 for {three}× your bet, 2 for {two}×.',
      },
    },
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
    playing: 'Naglalaro…',
    won: 'Nanalo ka ng {amount}!',
    returned: 'Naibalik sa iyo ang {amount}.',
    lost: 'Walang panalo ngayon.',
    reels: 'Mga reel: {symbols}',
    round: 'Round {id}',
    insufficient: 'Kulang ang iyong balanse para sa taya na ito. Pumili ng mas maliit na halaga.',
    expired: 'Natapos na ang game session. Isara ang laro at buksan muli.',
    failed: 'May nangyaring mali. Pakisubukan muli.',
    paytable: 'Talaan ng bayad',
    paytableSymbol: 'Tatlong magkapareho',
    paytablePays: 'Bayad',
    tablePays: 'Ang panalong panig ay binabayaran ng {multiple} beses ng taya.',
    note: 'Demo na laro: random ang bawat resulta at may patunay na patas.',
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
    payline: 'Isang linya ng bayad sa gitna: panalo ang tatlong magkapareho. 95% ang balik sa manlalaro.',
    kinds: {
      fishing: {
        action: 'Bumaril',
        pick: 'Asintahin',
        fish: { shrimp: 'Hipon', crab: 'Alimango', turtle: 'Pawikan', shark: 'Pating' },
        caught: 'Nahuli mo ang {fish}!',
        escaped: 'Nakatakas ang {fish}.',
        rules:
          'Katumbas ng taya ang bawat putok. Kung mas malaki ang isda, mas bihira itong mahuli; ang huli ay bayad nang ilang ulit ng taya ayon sa isda. 95% ang balik sa manlalaro.',
      },
      baccarat: {
        action: 'Ibigay ang baraha',
        pick: 'Tayaan ang',
        bets: { player: 'Player', banker: 'Banker', tie: 'Tabla' },
        hand: '{hand}: {cards} ({points})',
        wins: 'Panalo ang {hand}, {winner} laban sa {loser}.',
        tie: 'Tabla sa {points}.',
        rules:
          'Tunay na patakaran ng baccarat sa pagbunot. Bayad sa Player 1:1, sa Banker 0.95:1, sa Tabla 8:1; kapag tabla, ibinabalik ang taya sa Player at Banker.',
      },
      sabong: {
        action: 'Pumusta',
        pick: 'Pustahan ang',
        bets: { meron: 'Meron', wala: 'Wala', draw: 'Tabla' },
        wins: 'Panalo ang {side} sa laban.',
        draw: 'Tabla ang laban.',
        rules: 'Kasama na ang taya mo sa odds. Kapag tabla, ibinabalik ang taya sa Meron at Wala.',
      },
      sports: {
        action: 'Ilagay ang taya',
        pick: 'Resulta sa pagtatapos',
        draw: 'Tabla',
        slip: 'Tiket ng taya',
        selection: 'Pinili',
        odds: 'Odds',
        fullTime: 'Tapos ang laro: {home} {homeGoals}–{awayGoals} {away}.',
        rules: 'Ang 1 ay panalo ang home, X ay tabla, 2 ay panalo ang away. Kasama na ang taya mo sa odds.',
      },
      lottery: {
        action: 'Bumunot',
        pick: 'Pumili ng {count} numero',
        need: 'Pumili ng eksaktong {count} numero.',
        drawn: 'Mga nabunot na numero',
        matched: 'Nabunot: {numbers}. {hits} sa mga numero mo ang tumama.',
        rules:
          'Bubunot ng {drawn} numero mula 1 hanggang {highest}. Kapag 3 ang tumama, {three}× ng taya ang bayad; kapag 2, {two}×.',
      },
    },
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
