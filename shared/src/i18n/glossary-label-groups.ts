// Locale keys of one UI item shown in several places: it must read the same in TY wherever it is.
// Kept apart from the concept table (glossary.ts) because it names keys, not words.

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
    keys: ['host/src/i18n#title.mine', 'host/src/i18n#nav.member', 'remote-member/src/i18n#mine.title'],
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
