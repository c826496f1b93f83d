// Generated from the endpoint descriptors (./endpoints) by `pnpm --filter @platform/shared run calls`;
// do not edit. Each is the route a page calls; the schemas are types only (see Route in ./endpoint).
// The calls are marked pure so that a bundle keeps only the groups its pages call.
import type * as Descriptors from './endpoints';
import { route } from './endpoint';

export const AGENT_ENDPOINTS = {
  teamKpi: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.teamKpi>('GET', '/agent/team/kpi'),
  teamMembers: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.teamMembers>('GET', '/agent/team/members'),
  teamPnl: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.teamPnl>('GET', '/agent/team/pnl'),
  teamBets: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.teamBets>('GET', '/agent/team/bets'),
  pendingContracts: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.pendingContracts>('GET', '/agent/contracts/pending'),
  contracts: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.contracts>('GET', '/agent/contracts'),
  offerContract: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.offerContract>('POST', '/agent/team/contracts'),
  contract: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.contract>('GET', '/agent/contracts/:kind'),
  answerContract: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.answerContract>('PUT', '/agent/contracts/:kind'),
  openAccountLimits: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.openAccountLimits>('GET', '/agent/accounts'),
  openAccount: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.openAccount>('POST', '/agent/accounts'),
  rebates: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.rebates>('GET', '/agent/rebates'),
  dividends: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.dividends>('GET', '/agent/dividends'),
  redRain: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.redRain>('GET', '/agent/red-rain'),
  testContract: /* @__PURE__ */ route<typeof Descriptors.AGENT_ENDPOINTS.testContract>('PUT', '/test/agent/contract'),
} as const;

export const AREA_HEALTH_ENDPOINTS = {
  report: /* @__PURE__ */ route<typeof Descriptors.AREA_HEALTH_ENDPOINTS.report>('POST', '/area-health/reports'),
  summary: /* @__PURE__ */ route<typeof Descriptors.AREA_HEALTH_ENDPOINTS.summary>('GET', '/area-health'),
} as const;

export const AUTH_ENDPOINTS = {
  login: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.login>('POST', '/auth/login', { encrypted: true }),
  challenge: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.challenge>('POST', '/auth/challenge', { encrypted: true }),
  logout: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.logout>('DELETE', '/auth/session'),
  renew: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.renew>('POST', '/auth/renew'),
  captcha: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.captcha>('GET', '/auth/captcha'),
  smsCode: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.smsCode>('POST', '/verification/sms'),
  trialAccount: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.trialAccount>('POST', '/auth/trial-account'),
  testPlay: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.testPlay>('POST', '/auth/test-play'),
  memberInfo: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.memberInfo>('GET', '/member/info'),
  wallet: /* @__PURE__ */ route<typeof Descriptors.AUTH_ENDPOINTS.wallet>('GET', '/wallet/summary'),
} as const;

export const BINDING_ENDPOINTS = {
  mobileCode: /* @__PURE__ */ route<typeof Descriptors.BINDING_ENDPOINTS.mobileCode>('POST', '/member/mobile/code'),
  mobile: /* @__PURE__ */ route<typeof Descriptors.BINDING_ENDPOINTS.mobile>('PUT', '/member/mobile'),
  emailCode: /* @__PURE__ */ route<typeof Descriptors.BINDING_ENDPOINTS.emailCode>('POST', '/member/email/code'),
  email: /* @__PURE__ */ route<typeof Descriptors.BINDING_ENDPOINTS.email>('PUT', '/member/email'),
  testMailCodes: /* @__PURE__ */ route<typeof Descriptors.BINDING_ENDPOINTS.testMailCodes>('GET', '/test/mail-codes'),
} as const;

export const CATALOGUE_ENDPOINTS = {
  vendorGameTypes: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.vendorGameTypes>('GET', '/games/vendor-types', { headers: { 'Module-Id': 'GAMELO3' } }),
  vassalage: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.vassalage>('GET', '/games/vassalage', { headers: { 'Module-Id': 'GAMELO3' } }),
  list: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.list>('GET', '/games/list', { headers: { 'Module-Id': 'GAMELO3' } }),
  menus: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.menus>('GET', '/games/menus', { headers: { 'Module-Id': 'GAMELO3' } }),
  hot: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.hot>('GET', '/games/hot', { headers: { 'Module-Id': 'GAMELOHOT3' } }),
  hotMatches: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.hotMatches>('GET', '/games/hot-matches', { headers: { 'Module-Id': 'GAMELOHOT3' } }),
  lottery: /* @__PURE__ */ route<typeof Descriptors.CATALOGUE_ENDPOINTS.lottery>('GET', '/games/lottery', { headers: { 'Module-Id': 'GAMELO3' } }),
} as const;

export const DEPOSIT_ENDPOINTS = {
  channels: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.channels>('GET', '/deposit/channels'),
  create: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.create>('POST', '/deposit/orders'),
  list: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.list>('GET', '/deposit/orders'),
  order: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.order>('GET', '/deposit/orders/:orderNo'),
  cancel: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.cancel>('PUT', '/deposit/orders/:orderNo/cancel'),
  notify: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.notify>('POST', '/deposit/notify'),
  testPaid: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.testPaid>('PUT', '/test/deposit/:orderNo/paid'),
  testExpired: /* @__PURE__ */ route<typeof Descriptors.DEPOSIT_ENDPOINTS.testExpired>('PUT', '/test/deposit/:orderNo/expired'),
} as const;

export const IDENTITY_ENDPOINTS = {
  status: /* @__PURE__ */ route<typeof Descriptors.IDENTITY_ENDPOINTS.status>('GET', '/identity'),
  submit: /* @__PURE__ */ route<typeof Descriptors.IDENTITY_ENDPOINTS.submit>('POST', '/identity'),
  testReview: /* @__PURE__ */ route<typeof Descriptors.IDENTITY_ENDPOINTS.testReview>('PUT', '/test/identity/review'),
} as const;

export const MEMBER_CENTRE_ENDPOINTS = {
  announcements: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.announcements>('GET', '/announcements'),
  unreadCount: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.unreadCount>('GET', '/messages/unread-count'),
  messages: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.messages>('GET', '/messages'),
  readAllMessages: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.readAllMessages>('PUT', '/messages/read-all'),
  message: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.message>('GET', '/messages/:id'),
  readMessage: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.readMessage>('PUT', '/messages/:id/read'),
  deleteMessage: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.deleteMessage>('DELETE', '/messages/:id'),
  notices: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.notices>('GET', '/notices'),
  readNotice: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.readNotice>('PUT', '/notices/:id/read'),
  help: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.help>('GET', '/help'),
  serviceInfo: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.serviceInfo>('GET', '/service/info'),
  promotions: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.promotions>('GET', '/promotions/available'),
  club: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.club>('GET', '/member/club'),
  referral: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_ENDPOINTS.referral>('GET', '/member/referral'),
} as const;

export const MEMBER_CENTRE_TEST_ENDPOINTS = {
  mobileTemplate: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_TEST_ENDPOINTS.mobileTemplate>('PUT', '/test/mobile-template'),
  promotions: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_TEST_ENDPOINTS.promotions>('PUT', '/test/promotions'),
  member: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_TEST_ENDPOINTS.member>('PUT', '/test/member'),
  message: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_TEST_ENDPOINTS.message>('POST', '/test/messages'),
  help: /* @__PURE__ */ route<typeof Descriptors.MEMBER_CENTRE_TEST_ENDPOINTS.help>('PUT', '/test/help'),
} as const;

export const MY_GAMES_ENDPOINTS = {
  favourites: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.favourites>('GET', '/games/favourites', { headers: { 'Module-Id': 'GAMELOFAV3' } }),
  addFavourite: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.addFavourite>('POST', '/games/favourites', { headers: { 'Module-Id': 'GAMELOFAV3' } }),
  removeFavourite: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.removeFavourite>('DELETE', '/games/favourites', { headers: { 'Module-Id': 'GAMELOFAV3' } }),
  favouriteIds: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.favouriteIds>('GET', '/games/favourites/ids', { headers: { 'Module-Id': 'GAMELOFAV3' } }),
  recentAdd: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.recentAdd>('GET', '/games/recent/add', { headers: { 'Module-Id': 'GAMELOREC3' } }),
  recent: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.recent>('GET', '/games/recent', { headers: { 'Module-Id': 'GAMELOREC3' } }),
  launch: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.launch>('GET', '/games/launch', { headers: { 'Module-Id': 'GAMELO3' } }),
  merchantWallet: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.merchantWallet>('GET', '/games/merchant-wallet', { headers: { 'Module-Id': 'GAMELO3' } }),
  testCredit: /* @__PURE__ */ route<typeof Descriptors.MY_GAMES_ENDPOINTS.testCredit>('PUT', '/test/games/credit'),
} as const;

export const PASSWORD_ENDPOINTS = {
  change: /* @__PURE__ */ route<typeof Descriptors.PASSWORD_ENDPOINTS.change>('POST', '/member/password'),
  smsReset: /* @__PURE__ */ route<typeof Descriptors.PASSWORD_ENDPOINTS.smsReset>('POST', '/password/sms-reset'),
  forgot: /* @__PURE__ */ route<typeof Descriptors.PASSWORD_ENDPOINTS.forgot>('POST', '/password/forgot', { form: true }),
} as const;

export const PLAY_ENDPOINTS = {
  state: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.state>('GET', '/play/state'),
  round: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.round>('POST', '/play/round'),
  fairness: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.fairness>('GET', '/play/fairness'),
  clientSeed: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.clientSeed>('PUT', '/play/fairness/client-seed'),
  rotate: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.rotate>('POST', '/play/fairness/rotate'),
  betFairness: /* @__PURE__ */ route<typeof Descriptors.PLAY_ENDPOINTS.betFairness>('GET', '/play/fairness/bet'),
} as const;

export const PROMOTION_ENDPOINTS = {
  activities: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.activities>('GET', '/activities'),
  activity: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.activity>('GET', '/activities/:id'),
  activityAction: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.activityAction>('POST', '/activities/:id/action'),
  activityApply: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.activityApply>('POST', '/activities/:id/apply'),
  upload: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.upload>('POST', '/activities/uploads'),
  rewards: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.rewards>('GET', '/rewards'),
  rewardClaim: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.rewardClaim>('POST', '/rewards/:id/claim'),
  vipBenefits: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.vipBenefits>('GET', '/vip/benefits'),
  missionWinners: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.missionWinners>('GET', '/promotions/mission/winners'),
  testApplication: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.testApplication>('PUT', '/test/activity-application'),
  testReward: /* @__PURE__ */ route<typeof Descriptors.PROMOTION_ENDPOINTS.testReward>('POST', '/test/rewards'),
} as const;

export const RECORD_ENDPOINTS = {
  bets: /* @__PURE__ */ route<typeof Descriptors.RECORD_ENDPOINTS.bets>('GET', '/records/bets'),
  betFilters: /* @__PURE__ */ route<typeof Descriptors.RECORD_ENDPOINTS.betFilters>('GET', '/records/bets/filters'),
  transactions: /* @__PURE__ */ route<typeof Descriptors.RECORD_ENDPOINTS.transactions>('GET', '/records/transactions'),
  profitLoss: /* @__PURE__ */ route<typeof Descriptors.RECORD_ENDPOINTS.profitLoss>('GET', '/records/profit-loss'),
} as const;

export const REGISTER_ENDPOINTS = {
  register: /* @__PURE__ */ route<typeof Descriptors.REGISTER_ENDPOINTS.register>('PUT', '/register', { encrypted: true }),
  check: /* @__PURE__ */ route<typeof Descriptors.REGISTER_ENDPOINTS.check>('GET', '/register/check'),
  affiliate: /* @__PURE__ */ route<typeof Descriptors.REGISTER_ENDPOINTS.affiliate>('GET', '/register/affiliate'),
  smsCode: /* @__PURE__ */ route<typeof Descriptors.REGISTER_ENDPOINTS.smsCode>('POST', '/register/sms'),
} as const;

export const RESPONSIBLE_ENDPOINTS = {
  settings: /* @__PURE__ */ route<typeof Descriptors.RESPONSIBLE_ENDPOINTS.settings>('GET', '/responsible/settings'),
  depositLimit: /* @__PURE__ */ route<typeof Descriptors.RESPONSIBLE_ENDPOINTS.depositLimit>('PUT', '/responsible/deposit-limit'),
  realityCheck: /* @__PURE__ */ route<typeof Descriptors.RESPONSIBLE_ENDPOINTS.realityCheck>('PUT', '/responsible/reality-check'),
  exclusion: /* @__PURE__ */ route<typeof Descriptors.RESPONSIBLE_ENDPOINTS.exclusion>('POST', '/responsible/exclusion'),
  playResult: /* @__PURE__ */ route<typeof Descriptors.RESPONSIBLE_ENDPOINTS.playResult>('GET', '/responsible/play-result'),
} as const;

export const SYSTEM_ENDPOINTS = {
  startup: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_ENDPOINTS.startup>('GET', '/system/startup'),
  publicKey: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_ENDPOINTS.publicKey>('GET', '/security/public-key'),
  rules: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_ENDPOINTS.rules>('GET', '/register/rules'),
  countries: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_ENDPOINTS.countries>('GET', '/system/countries'),
  firebaseConfig: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_ENDPOINTS.firebaseConfig>('GET', '/system/firebase'),
} as const;

export const SYSTEM_TEST_ENDPOINTS = {
  reset: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.reset>('POST', '/test/reset'),
  whitelabel: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.whitelabel>('PUT', '/test/whitelabel'),
  startup: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.startup>('PUT', '/test/startup'),
  smsOutbox: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.smsOutbox>('GET', '/test/sms-outbox'),
  smsExpire: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.smsExpire>('PUT', '/test/sms-expire'),
  mailOutbox: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.mailOutbox>('GET', '/test/mail-outbox'),
  captcha: /* @__PURE__ */ route<typeof Descriptors.SYSTEM_TEST_ENDPOINTS.captcha>('GET', '/test/captcha/:id'),
} as const;

export const TRANSFER_ENDPOINTS = {
  uplineInfo: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.uplineInfo>('GET', '/transfer/upline'),
  uplineTransfer: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.uplineTransfer>('POST', '/transfer/upline/orders'),
  rebateDue: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.rebateDue>('GET', '/rebate/due'),
  rebateClaim: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.rebateClaim>('POST', '/rebate/claims'),
  rebateHistory: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.rebateHistory>('GET', '/rebate/claims/history'),
  testUpline: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.testUpline>('PUT', '/test/transfer/upline'),
  testBalance: /* @__PURE__ */ route<typeof Descriptors.TRANSFER_ENDPOINTS.testBalance>('GET', '/test/transfer/balance/:account'),
} as const;

export const WITHDRAW_ENDPOINTS = {
  info: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.info>('GET', '/withdraw/info'),
  bindAccount: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.bindAccount>('POST', '/withdraw/accounts'),
  unbindAccount: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.unbindAccount>('DELETE', '/withdraw/accounts/:id'),
  paymentPassword: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.paymentPassword>('PUT', '/withdraw/payment-password'),
  create: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.create>('POST', '/withdraw/orders'),
  list: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.list>('GET', '/withdraw/orders'),
  testReview: /* @__PURE__ */ route<typeof Descriptors.WITHDRAW_ENDPOINTS.testReview>('PUT', '/test/withdraw/:orderNo/review'),
} as const;
