import { paths, type TextKey } from '@platform/shared';
import type { Whitelabel, WhitelabelFlag } from '@platform/shared/contract';

/** One destination; `key` names its label in the agent namespace (under `home.nav.` or `home.footer.`). */
export interface NavItem<Key extends string = string> {
  key: Key;
  to: string;
  /** The white-label flag that shows it; null: always shown. */
  flag: WhitelabelFlag | null;
}

/** The spec's eleven destinations of the agent home, in its order. */
export const NAV_ITEMS: readonly NavItem<TextKey<'agent', 'home.nav'>>[] = [
  { key: 'overview', to: paths.teamOverview, flag: 'AGETEAMOVER3' },
  { key: 'transactions', to: `${paths.transactionRecord}?types=A`, flag: 'AGETRANSREC3' },
  { key: 'members', to: paths.team, flag: 'AGEDOWNMAN3' },
  { key: 'red_rain', to: paths.redRain, flag: 'AGEREDRAIN3' },
  { key: 'pnl', to: paths.teamPnl, flag: 'AGETEAMPNL3' },
  { key: 'betting', to: paths.teamBetting, flag: 'AGETEAMBET3' },
  { key: 'agent_rebate', to: paths.agentRebate, flag: 'AGEREBATE3' },
  { key: 'team_rebate', to: paths.teamRebate, flag: 'AGETEAMREB3' },
  { key: 'security', to: paths.securityCenter, flag: 'AGESECCEN3' },
  { key: 'mail', to: paths.webEmail, flag: 'MAILCEN' },
  { key: 'service', to: paths.service, flag: null },
];

export const FOOTER_ITEMS: readonly NavItem<Exclude<TextKey<'agent', 'home.footer'>, 'label'>>[] = [
  { key: 'home', to: paths.home, flag: null },
  { key: 'open_account', to: paths.agentRegister, flag: 'AGEREG3' },
  { key: 'dividends', to: paths.agentDividend, flag: 'AGEDIVIDEND3' },
  { key: 'announcements', to: `${paths.memberNotice}?types=A`, flag: 'AGEANNOUNCE3' },
];

/** The items the merchant's white-label settings show. */
export const shownItems = <Item extends NavItem>(items: readonly Item[], whitelabel: Whitelabel) =>
  items.filter((item) => item.flag === null || whitelabel[item.flag] === true);
