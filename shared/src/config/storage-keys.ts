// In a file of its own: the host's entry reads the chosen language before anything else loads.
/** Storage keys. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  member: 'memberInfo',
  language: 'lang',
  hideDownloadBar: 'hideDownloadBar',
  webclip: 'WEBCLIP',
  autoLogin: 'autoLogin',
  bankList: 'bankList',
  balanceHidden: 'balanceHidden',
  trialName: 'trialName',
  trialKey: 'trialKey',
  deviceId: 'deviceId',
  loginIntent: 'loginIntent',
  /** Home's popup flags: members' (executions A and F) and everyone else's (B). */
  homePopupMember: 'homePopupA',
  homePopupGuest: 'homePopupB',
} as const;
