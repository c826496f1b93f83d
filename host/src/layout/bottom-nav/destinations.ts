/** Where the bottom navigation leads. Member leads to login for a guest and to Mine for a member. */
export const NAV_PATHS = {
  home: '/m/home',
  promo: '/m/activity',
  deposit: '/m/voucherCenter',
  login: '/m/login',
  member: '/m/member/home',
} as const;

export const NAV_DESTINATIONS: readonly string[] = Object.values(NAV_PATHS);
