import { paths } from '@platform/shared';

/** Where the bottom navigation leads. Member leads to login for a guest and to Mine for a member. */
export const NAV_PATHS = {
  home: paths.home,
  promo: paths.activity,
  deposit: paths.deposit,
  login: paths.login,
  member: paths.memberHome,
} as const;

export const NAV_DESTINATIONS: readonly string[] = Object.values(NAV_PATHS);
