// The words of the product, one per concept and language, so every screen speaks with one voice.
// TY follows what Filipino players read on the big local sites: Taglish where that is what people say
// (deposit, withdraw, promo, rebate, e-wallet), Tagalog where it is natural (taya, laro, anunsyo).
// Locale files and the server's seeded texts are checked against it by tests. Beside it: the TY texts
// allowed to equal EN (glossary-allowlist.ts) and the labels that must read alike (glossary-label-groups.ts).

export type GlossaryLanguage = 'ty' | 'en';

/** Which words built on one stem may appear, e.g. "deposit" allows "mag-deposit" but not "deposito". */
export interface WordForms {
  stem: string;
  allowed: readonly string[];
}

export interface GlossaryTerm {
  concept: string;
  ty: string;
  en: string;
  /** Every word containing the stem must be one of the allowed forms (compared without case). */
  tyForms?: WordForms;
  /** Words or phrases that must not appear in TY (whole words, without case). */
  tyAvoid?: readonly string[];
  /** Texts that must not be a whole TY string on their own (fine inside a sentence). */
  tyAvoidAlone?: readonly string[];
  enAvoid?: readonly string[];
  note?: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'deposit',
    ty: 'I-deposit',
    en: 'Deposit',
    tyForms: {
      stem: 'deposit',
      allowed: [
        'deposit',
        'mag-deposit',
        'pag-deposit',
        'i-deposit',
        'na-deposit',
        'nag-deposit',
        'makapag-deposit',
        'makakapag-deposit',
        'nakapag-deposit',
      ],
    },
    enAvoid: ['recharge', 'top up', 'top-up'],
    note:
      'Labels (buttons, tabs, titles) say "I-deposit", short enough beside "I-withdraw" in the header at 360 px; ' +
      'sentences say "mag-deposit", the noun is "deposit" ("Record ng deposit"), a ledger entry a "Pag-deposit".',
  },
  {
    concept: 'withdraw',
    ty: 'I-withdraw',
    en: 'Withdraw',
    tyForms: {
      stem: 'withdraw',
      allowed: [
        'withdraw',
        'withdrawal',
        'mag-withdraw',
        'i-withdraw',
        'makapag-withdraw',
        'makakapag-withdraw',
        'magwi-withdraw',
        'na-withdraw',
        'ma-withdraw',
      ],
    },
    tyAvoid: ['widro', 'mag-widro', 'withdraw report'],
    note: 'Labels (buttons, tabs, titles) say "I-withdraw", sentences "mag-withdraw"; the record of one is a "withdrawal".',
  },
  {
    concept: 'payout',
    ty: 'Bayad sa panalo',
    en: 'Payout',
    tyAvoid: ['payout', 'payouts'],
    note: 'What a settled bet pays back; "Panalo/talo" is the win or loss, not the payout.',
  },
  {
    concept: 'balance',
    ty: 'Balanse',
    en: 'Balance',
    tyForms: { stem: 'balan', allowed: ['balanse'] },
    note: 'The Tagalog spelling, as banks and e-wallets write it in their Tagalog screens.',
  },
  {
    concept: 'promotion',
    ty: 'Promo',
    en: 'Promotion',
    tyForms: { stem: 'promo', allowed: ['promo', 'promong'] },
    enAvoid: ['promos'],
  },
  {
    concept: 'centre (agency, help, reward, security, game)',
    ty: 'Ahensya, Tulong, Mga Reward, Seguridad, Mga Laro',
    en: 'centre',
    tyAvoid: ['sentro', 'centre', 'center'],
    enAvoid: ['center'],
    note: 'TY names each centre by what it holds, in Tagalog; EN writes British "centre".',
  },
  {
    concept: 'agency centre',
    ty: 'Ahensya',
    en: 'Agency centre',
    tyAvoid: ['sentro ng ahente', 'sentro ng ahensya', 'agent center', 'agency center'],
  },
  {
    concept: 'agent',
    ty: 'ahente',
    en: 'agent',
    tyForms: { stem: 'agent', allowed: [] },
  },
  {
    concept: 'member',
    ty: 'miyembro',
    en: 'member',
    tyForms: { stem: 'member', allowed: [] },
  },
  {
    concept: 'account page (Mine)',
    ty: 'Account ko',
    en: 'Account',
    tyAvoidAlone: ['Akin', 'Sa akin'],
    enAvoid: ['mine'],
    note: 'One name for the page in the navigation, its title and everywhere else: players call it their account. Short enough for a tab of the bottom navigation at 360 px.',
  },
  {
    concept: 'home',
    ty: 'Simula',
    en: 'Home',
    tyAvoid: ['pangunahing pahina', 'tahanan', 'bumalik sa home', 'pumunta sa home'],
    tyAvoidAlone: ['Home'],
    note: 'The lobby page and every link back to it: "Simula", "Bumalik sa Simula". The phone\'s "home screen" keeps its name.',
  },
  {
    concept: 'bet',
    ty: 'taya',
    en: 'bet',
    tyForms: { stem: 'bet', allowed: [] },
    tyAvoid: ['pusta', 'pumusta'],
    note: 'Tagalog "taya", "tumaya": what players say at the sabong and the lotto.',
  },
  {
    concept: 'record',
    ty: 'record',
    en: 'record',
    tyAvoid: ['rekord', 'talaan', 'ulat ng withdrawal'],
    note: 'Betting record is "Record ng taya", deposit record "Record ng deposit".',
  },
  {
    concept: 'rebate',
    ty: 'Rebate',
    en: 'Rebate',
    tyAvoid: ['manwal'],
  },
  {
    concept: 'VIP',
    ty: 'VIP',
    en: 'VIP',
  },
  {
    concept: 'wallet and e-wallet',
    ty: 'wallet, e-wallet',
    en: 'wallet, e-wallet',
    tyForms: { stem: 'wallet', allowed: ['wallet', 'e-wallet'] },
    tyAvoid: ['pitaka', 'ewallet'],
    enAvoid: ['ewallet'],
  },
  {
    concept: 'transfer to the upline',
    ty: 'Transfer sa upline',
    en: 'Superior transfer',
    tyAvoid: ['paglipat', 'nakatataas'],
  },
  {
    concept: 'team',
    ty: 'team',
    en: 'team',
    tyAvoid: ['koponan'],
  },
  {
    concept: 'customer service',
    ty: 'Serbisyo sa customer',
    en: 'Customer service',
    tyAvoid: ['customer service', 'customer support'],
  },
  {
    concept: 'verification code',
    ty: 'Code sa pag-verify',
    en: 'Verification code',
    tyAvoid: ['verification code', 'verification', 'beripikasyon'],
  },
  {
    concept: 'SMS code',
    ty: 'Code sa SMS',
    en: 'SMS code',
    tyAvoid: ['sms code'],
  },
  {
    concept: 'invitation code and link',
    ty: 'Code ng imbitasyon, link ng imbitasyon',
    en: 'Invitation code, invitation link',
    tyAvoid: ['invitation code', 'invitation link', 'invitation', 'invite code'],
  },
  {
    concept: 'country code',
    ty: 'Code ng bansa',
    en: 'Country code',
    tyAvoid: ['country code'],
  },
  {
    concept: 'payment password',
    ty: 'password sa pagbabayad',
    en: 'Payment password',
    tyAvoid: ['payment password'],
  },
  {
    concept: 'reward',
    ty: 'reward',
    en: 'reward',
    tyAvoid: ['gantimpala'],
  },
  {
    concept: 'announcement',
    ty: 'anunsyo',
    en: 'announcement',
    tyAvoid: ['anunsiyo', 'patalastas', 'announcement'],
  },
  {
    concept: 'favourites',
    ty: 'paborito',
    en: 'favourites',
    tyForms: { stem: 'favo', allowed: [] },
    enAvoid: ['favorite', 'favorites'],
  },
  {
    concept: 'lottery',
    ty: 'Lotto',
    en: 'Lottery',
    tyAvoid: ['loterya', 'lottery', 'e-lottery'],
  },
  {
    concept: 'cockfight',
    ty: 'Sabong',
    en: 'Cockfight',
    tyAvoid: ['cockfight', 'cockfights'],
  },
  {
    concept: 'fishing games',
    ty: 'Fishing',
    en: 'Fishing',
    tyAvoid: ['pangingisda'],
  },
  {
    concept: 'game provider',
    ty: 'provider',
    en: 'provider',
    tyAvoid: ['vendor'],
  },
  {
    concept: 'profit and loss',
    ty: 'Kita at lugi',
    en: 'Profit and loss',
    tyAvoid: ['tubo'],
  },
  {
    concept: 'red envelope',
    ty: 'ampao',
    en: 'red envelope',
    tyAvoid: ['pulang sobre'],
  },
  {
    concept: 'mission',
    ty: 'Mga misyon',
    en: 'Mission activity',
    tyAvoid: ['mission activity', 'aktibidad ng misyon'],
  },
  {
    concept: 'register',
    ty: 'Magrehistro',
    en: 'Register',
    tyAvoid: ['mag-register', 'magregister', 'mag-rehistro'],
  },
  {
    concept: 'log in',
    ty: 'Mag-log in',
    en: 'Log in',
    tyAvoid: ['mag-login', 'nag-login', 'maglogin'],
    note: 'The verb is "mag-log in"; "login" is only a noun ("Huling login").',
  },
  {
    concept: 'reality check',
    ty: 'Paalala sa paglalaro',
    en: 'Reality check',
    tyAvoid: ['reality check'],
  },
  {
    concept: 'sign out',
    ty: 'Mag-sign out',
    en: 'Sign out',
    tyAvoid: ['mag-logout', 'mag-log out', 'lumabas sa account'],
  },
  {
    concept: 'free',
    ty: 'libre',
    en: 'free',
    tyAvoid: ['free'],
  },
  {
    concept: 'e-mail',
    ty: 'e-mail',
    en: 'e-mail',
    tyAvoid: ['email'],
    enAvoid: ['email'],
  },
  {
    concept: 'real account',
    ty: 'totoong account',
    en: 'real account',
    tyAvoid: ['tunay na account'],
  },
  {
    concept: 'try again',
    ty: 'subukan muli',
    en: 'try again',
    tyAvoid: ['subukan ulit'],
  },
  {
    concept: 'connection',
    ty: 'koneksyon',
    en: 'connection',
    tyAvoid: ['connection', 'koneksiyon'],
  },
  {
    concept: 'page',
    ty: 'pahina',
    en: 'page',
    tyAvoid: ['page'],
  },
  {
    concept: 'ID verification',
    ty: 'Pag-verify ng ID',
    en: 'ID verification',
    tyAvoid: ['beripikasyon ng id'],
  },
];
export { SAME_LABEL_GROUPS } from './glossary-label-groups';
export { TY_SAME_AS_EN } from './glossary-allowlist';

export interface GlossaryProblem {
  concept: string;
  found: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A word is letters, digits and hyphens, so "mag-deposito" is one word and "deposit" is not inside it.
const phrasePattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(phrase)}(?![\\p{L}\\p{N}-])`, 'iu');

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');

/** The glossary's objections to one text in one language; empty when the text follows it. */
export function glossaryProblems(text: string, language: GlossaryLanguage): GlossaryProblem[] {
  const plain = withoutPlaceholders(text);
  const words = (plain.match(/[\p{L}\p{N}-]+/gu) ?? []).map((word) => word.toLowerCase());
  const problems: GlossaryProblem[] = [];
  for (const term of GLOSSARY) {
    const avoid = language === 'ty' ? term.tyAvoid : term.enAvoid;
    for (const phrase of avoid ?? []) {
      const match = phrasePattern(phrase).exec(plain);
      if (match) problems.push({ concept: term.concept, found: match[0] });
    }
    if (language === 'ty') {
      for (const alone of term.tyAvoidAlone ?? []) {
        if (plain.trim().toLowerCase() === alone.toLowerCase()) problems.push({ concept: term.concept, found: alone });
      }
      const forms = term.tyForms;
      if (forms) {
        for (const word of words) {
          if (word.includes(forms.stem) && !forms.allowed.includes(word))
            problems.push({ concept: term.concept, found: word });
        }
      }
    }
  }
  return problems;
}
