// The TY texts that may read exactly as their EN text, each group with the reason. The locale test
// (glossary.test.ts) and the e2e route walk both use this one list: anything else a TY screen shows
// the same as in EN is a missing translation.

/** TY texts allowed to equal their EN text, each group with the reason: `<folder>#<key>`. */
export const TY_SAME_AS_EN: readonly { reason: string; keys: readonly string[] }[] = [
  {
    reason: 'The reel symbol Bar, named the same on Filipino slot machines',
    keys: ['remote-member/src/i18n#records.verify.symbols.bar'],
  },
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
      'shared/src/i18n/locales#game_type.RNG',
      'shared/src/i18n/locales#game_type.FISH',
      'shared/src/i18n/locales#game_type.LIVE',
      'shared/src/i18n/locales#game_type.SPORTS',
      'shared/src/i18n/locales#game_type.ESPORTS',
    ],
  },
  {
    reason: 'Only numbers, placeholders, symbols, the VIP mark or the "vs" of a fixture: nothing to translate',
    keys: [
      'remote-accounts/src/i18n#mobile.placeholder',
      'remote-accounts/src/i18n#challenge.percent',
      'remote-lobby/src/i18n/home#home.hot_match.fixture',
      'remote-member/src/i18n#mine.vip_label',
      'remote-member/src/i18n#vip.level_name',
      'remote-member/src/i18n#activity.category.vip',
      'remote-member/src/i18n#activity.period',
      'remote-member/src/i18n#rebate.percent',
    ],
  },
];
