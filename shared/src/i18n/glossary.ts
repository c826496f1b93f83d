// The words of the product, one per concept and language, so every screen speaks with one voice.
// TY follows what Filipino players read on the big local sites: Taglish where that is what people say
// (deposit, withdraw, promo, rebate, e-wallet), Tagalog where it is natural (taya, laro, anunsyo).
// Locale files and the server's seeded texts are checked against it by tests.

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
    ty: 'Deposit',
    en: 'Deposit',
    tyForms: {
      stem: 'deposit',
      allowed: [
        'deposit',
        'mag-deposit',
        'i-deposit',
        'na-deposit',
        'nag-deposit',
        'makapag-deposit',
        'makakapag-deposit',
        'nakapag-deposit',
      ],
    },
    enAvoid: ['recharge', 'top up', 'top-up'],
    note: 'Labels say "Deposit"; sentences and buttons may use the verb "mag-deposit".',
  },
  {
    concept: 'withdraw',
    ty: 'Withdraw',
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
    note: 'Labels say "Withdraw"; the record of one is a "withdrawal".',
  },
  {
    concept: 'balance',
    ty: 'Balance',
    en: 'Balance',
    tyForms: { stem: 'balan', allowed: ['balance'] },
    note: 'Not "balanse": the money words stay in English.',
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
    ty: 'Center',
    en: 'centre',
    tyAvoid: ['sentro', 'centre'],
    enAvoid: ['center'],
    note: 'TY writes the names of the centres the American way, as Filipino sites do; EN writes British.',
  },
  {
    concept: 'agency centre',
    ty: 'Agency Center',
    en: 'Agency centre',
    tyAvoid: ['sentro ng ahente', 'sentro ng ahensya', 'agent center'],
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
    ty: 'Account',
    en: 'Mine',
    tyAvoidAlone: ['Akin', 'Sa akin'],
    note: 'Players call this page their account; "Akin" reads oddly as a title.',
  },
  {
    concept: 'home',
    ty: 'Home',
    en: 'Home',
    tyAvoid: ['pangunahing pahina', 'tahanan'],
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

/** Entries of one UI item shown in several places, which must read the same in TY: `<folder>#<key>`. */
export const SAME_LABEL_GROUPS: readonly { concept: string; keys: readonly string[] }[] = [
  {
    concept: 'deposit',
    keys: [
      'host/src/i18n#title.deposit',
      'host/src/i18n#header.deposit',
      'host/src/i18n#menu.deposit',
      'host/src/i18n#nav.deposit',
      'remote-member/src/i18n#mine.tiles.deposit',
      'remote-agent/src/i18n#home.deposit',
    ],
  },
  {
    concept: 'withdraw',
    keys: [
      'host/src/i18n#title.withdraw',
      'host/src/i18n#header.withdraw',
      'host/src/i18n#menu.withdraw',
      'remote-agent/src/i18n#home.withdraw',
    ],
  },
  {
    concept: 'agency centre',
    keys: [
      'host/src/i18n#title.agent',
      'remote-agent/src/i18n#home.title',
      'remote-member/src/i18n#mine.entries.agency_centre',
    ],
  },
  {
    concept: 'account page (Mine)',
    keys: ['host/src/i18n#title.mine', 'remote-member/src/i18n#mine.title'],
  },
  {
    concept: 'help centre',
    keys: ['host/src/i18n#title.help', 'remote-member/src/i18n#mine.entries.help', 'remote-member/src/i18n#help.title'],
  },
  {
    concept: 'security centre',
    keys: [
      'host/src/i18n#title.security_centre',
      'remote-member/src/i18n#mine.tiles.security_centre',
      'remote-agent/src/i18n#home.nav.security',
    ],
  },
  {
    concept: 'reward centre',
    keys: [
      'host/src/i18n#title.reward_centre',
      'remote-member/src/i18n#mine.entries.reward_centre',
      'remote-member/src/i18n#rewards.title',
    ],
  },
  {
    concept: 'betting record',
    keys: ['host/src/i18n#title.betting_record', 'remote-member/src/i18n#mine.tiles.betting_record'],
  },
  {
    concept: 'deposit record',
    keys: [
      'host/src/i18n#title.deposit_record',
      'remote-member/src/i18n#mine.entries.deposit_record',
      'remote-member/src/i18n#deposit.record',
      'remote-member/src/i18n#deposit.record_title',
    ],
  },
  {
    concept: 'withdrawal record',
    keys: [
      'host/src/i18n#title.withdraw_report',
      'remote-member/src/i18n#mine.entries.withdraw_report',
      'remote-member/src/i18n#withdraw.report',
      'remote-member/src/i18n#withdraw.report_title',
    ],
  },
  {
    concept: 'mission',
    keys: [
      'host/src/i18n#title.mission_activity',
      'remote-member/src/i18n#mine.entries.mission',
      'remote-member/src/i18n#leaderboard.title',
    ],
  },
  {
    concept: 'customer service',
    keys: [
      'host/src/i18n#title.service',
      'remote-accounts/src/i18n#login.service',
      'remote-agent/src/i18n#home.nav.service',
    ],
  },
];

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

/** TY texts allowed to equal their EN text, each group with the reason: `<folder>#<key>`. */
export const TY_SAME_AS_EN: readonly { reason: string; keys: readonly string[] }[] = [
  {
    reason: 'Names of the site, of brands, apps and payment channels, and of a language, written the same in both',
    keys: [
      'host/src/i18n#site_name',
      'host/src/i18n#header.language_ty',
      'remote-accounts/src/i18n#register.qq',
      'remote-accounts/src/i18n#register.facebook',
      'remote-accounts/src/i18n#register.wechat',
      'remote-accounts/src/i18n#register.line',
      'remote-accounts/src/i18n#register.whatsapp',
      'remote-accounts/src/i18n#register.zalo',
      'remote-lobby/src/i18n/home#home.side.facebook',
      'remote-lobby/src/i18n/home#home.side.telegram',
      'remote-member/src/i18n#money.channel.GCASH',
      'remote-member/src/i18n#money.channel.MAYA',
      'remote-member/src/i18n#money.channel.BANK_TRANSFER',
      'remote-member/src/i18n#money.channel.ONLINE_BANKING',
    ],
  },
  {
    reason:
      'Money words of the glossary that Filipino players use in English (Deposit, Withdraw, Balance, Payout, ' +
      'Rebate, Reward, Transfer, Adjustment, Reference, Account), as GCash and local sites show them',
    keys: [
      'host/src/i18n#title.deposit',
      'host/src/i18n#title.withdraw',
      'host/src/i18n#header.deposit',
      'host/src/i18n#header.withdraw',
      'host/src/i18n#menu.deposit',
      'host/src/i18n#menu.withdraw',
      'host/src/i18n#nav.deposit',
      'remote-agent/src/i18n#home.deposit',
      'remote-agent/src/i18n#home.withdraw',
      'remote-agent/src/i18n#members.balance',
      'remote-agent/src/i18n#betting.payout',
      'remote-member/src/i18n#mine.tiles.deposit',
      'remote-member/src/i18n#mine.groups.account',
      'remote-member/src/i18n#activity.category.deposit',
      'remote-member/src/i18n#deposit.form',
      'remote-member/src/i18n#deposit.account',
      'remote-member/src/i18n#deposit.reference',
      'remote-member/src/i18n#withdraw.form',
      'remote-member/src/i18n#records.payout',
      'remote-member/src/i18n#records.types.deposit',
      'remote-member/src/i18n#records.types.settlement',
      'remote-member/src/i18n#records.types.rebate',
      'remote-member/src/i18n#records.types.reward',
      'remote-member/src/i18n#records.types.transfer',
      'remote-member/src/i18n#records.types.adjustment',
      'remote-member/src/i18n#records.balance_after',
    ],
  },
  {
    reason: 'Form fields every Filipino site labels in English: username, password, mobile number, e-mail',
    keys: [
      'remote-accounts/src/i18n#login.username',
      'remote-accounts/src/i18n#login.password',
      'remote-accounts/src/i18n#mobile.label',
      'remote-member/src/i18n#binding.mobile.label',
      'remote-member/src/i18n#binding.email.label',
      'remote-accounts/src/i18n#register.by_username',
      'remote-accounts/src/i18n#register.by_mobile',
      'remote-accounts/src/i18n#register.username',
      'remote-accounts/src/i18n#register.password',
      'remote-accounts/src/i18n#register.email',
      'remote-accounts/src/i18n#forget.by_phone',
      'remote-accounts/src/i18n#forget.by_email',
      'remote-accounts/src/i18n#forget.username',
      'remote-accounts/src/i18n#forget.email',
      'remote-accounts/src/i18n#change.username',
      'remote-agent/src/i18n#members.search',
      'remote-agent/src/i18n#betting.account',
      'remote-agent/src/i18n#open_account.account',
      'remote-agent/src/i18n#open_account.password',
    ],
  },
  {
    reason: 'Game categories and game names as the providers and the lobby show them',
    keys: [
      'host/src/i18n#title.rng',
      'remote-lobby/src/i18n/games#games.category.RNG',
      'remote-lobby/src/i18n/games#games.category.FISH',
      'remote-lobby/src/i18n/games#games.category.LIVE',
      'remote-lobby/src/i18n/games#games.category.PVP',
      'remote-lobby/src/i18n/games#games.category.SPORTS',
      'remote-lobby/src/i18n/games#games.category.ESPORTS',
      'remote-lobby/src/i18n/games#lottery.kind.KENO',
      'remote-lobby/src/i18n/games#lottery.kind.PK10',
      'remote-lobby/src/i18n/home#home.hot_match.badge',
      'remote-lobby/src/i18n/home#home.hot_match.vs',
      'remote-member/src/i18n#activity.category.casino',
      'remote-member/src/i18n#activity.category.sports',
      'remote-member/src/i18n#records.game_types.RNG',
      'remote-member/src/i18n#records.game_types.FISH',
      'remote-member/src/i18n#records.game_types.LIVE',
      'remote-member/src/i18n#records.game_types.SPORTS',
      'remote-member/src/i18n#records.game_types.ESPORTS',
      'remote-member/src/i18n#records.round',
    ],
  },
  {
    reason:
      'Everyday Taglish words of apps with no Tagalog word people use instead (Home, Promo, Menu, OK, ' +
      'Filter, Provider, Inbox, Live chat, Status, Maintenance, Level, Preview, Custom)',
    keys: [
      'host/src/i18n#title.maintenance',
      'host/src/i18n#header.menu',
      'host/src/i18n#nav.home',
      'host/src/i18n#nav.promo',
      'shared/src/i18n/locales#ok',
      'remote-accounts/src/i18n#register.logo',
      'remote-agent/src/i18n#home.footer.home',
      'remote-agent/src/i18n#pnl.level',
      'remote-agent/src/i18n#pnl.level_column',
      'remote-agent/src/i18n#members.level',
      'remote-lobby/src/i18n/home#home.title',
      'remote-lobby/src/i18n/games#filter.open',
      'remote-lobby/src/i18n/games#filter.open_count',
      'remote-lobby/src/i18n/games#filter.vendor',
      'remote-member/src/i18n#messages.inbox',
      'remote-member/src/i18n#service.chat_title',
      'remote-member/src/i18n#activity.status_label',
      'remote-member/src/i18n#records.range_custom',
      'remote-member/src/i18n#identity.preview',
    ],
  },
  {
    reason: 'Only numbers, placeholders, symbols or the VIP mark: nothing to translate',
    keys: [
      'remote-accounts/src/i18n#mobile.placeholder',
      'remote-lobby/src/i18n/home#home.hot_match.fixture',
      'remote-member/src/i18n#mine.vip_label',
      'remote-member/src/i18n#vip.level_name',
      'remote-member/src/i18n#activity.category.vip',
      'remote-member/src/i18n#activity.period',
      'remote-member/src/i18n#deposit.limits',
      'remote-member/src/i18n#rebate.percent',
    ],
  },
  {
    reason: 'Responsible-gaming terms as the Philippine regulator writes them in Tagalog notices too',
    keys: [
      'remote-member/src/i18n#responsible_gaming.kind.timeout',
      'remote-member/src/i18n#responsible_gaming.kind.self_exclusion',
    ],
  },
];
