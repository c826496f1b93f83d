import { paths } from '@platform/shared';
import {
  NON_AGENT_HOME_TYPES,
  NO_UPLINE_TRANSFER_TYPE,
  type MemberInfo,
  type PromotionKey,
  type Whitelabel,
  type WhitelabelFlag,
} from '@platform/shared/contract';

export type EntryKey =
  | 'link_management'
  | 'agency_centre'
  | 'deposit_record'
  | 'withdraw_report'
  | 'profit_and_loss'
  | 'superior_transfer'
  | 'reward_centre'
  | 'manual_rebate'
  | 'mission'
  | 'my_rebate'
  | 'messages'
  | 'notice'
  | 'help'
  | 'user_agreement';

/** Where the new template files an entry. */
export type EntryGroup = 'records' | 'rewards' | 'account' | 'more';

export interface MineEntry {
  key: EntryKey;
  group: EntryGroup;
  /** A page to open; entries without one open the referral panel. */
  to: string | null;
  /** Visitors are asked to log in instead of following it. */
  membersOnly: boolean;
}

/** What decides which entries show. */
export interface EntryFacts {
  /** The member record, null for a visitor or while it loads. */
  member: MemberInfo | null;
  whitelabel: Whitelabel;
  /** Promotions the merchant runs. */
  promotions: ReadonlySet<PromotionKey>;
}

interface EntryRule extends MineEntry {
  shows: (facts: EntryFacts) => boolean;
}

const flag = (name: WhitelabelFlag) => (facts: EntryFacts) => facts.whitelabel[name] === true;
const promotion = (key: PromotionKey) => (facts: EntryFacts) => facts.promotions.has(key);
const always = () => true;

/** The list entries of Mine, in the spec's order, each with the rule that shows it (spec sections 2 and 6). */
const RULES: readonly EntryRule[] = [
  // showReferral: the referral panel is there while the REFERRAL promotion runs.
  { key: 'link_management', group: 'rewards', to: null, membersOnly: true, shows: promotion('REFERRAL') },
  {
    key: 'agency_centre',
    group: 'account',
    to: paths.agent,
    membersOnly: true,
    shows: ({ member }) => member !== null && !NON_AGENT_HOME_TYPES.includes(member.type),
  },
  { key: 'deposit_record', group: 'records', to: paths.depositRecord, membersOnly: true, shows: flag('DEPRECM3') },
  { key: 'withdraw_report', group: 'records', to: paths.withdrawReport, membersOnly: true, shows: flag('WITHREC3') },
  { key: 'profit_and_loss', group: 'records', to: paths.profitAndLoss, membersOnly: true, shows: flag('PERSREP') },
  {
    key: 'superior_transfer',
    group: 'account',
    to: paths.upLineTransfer,
    membersOnly: true,
    shows: (facts) =>
      flag('AGETRANSFERUP3')(facts) &&
      facts.member !== null &&
      facts.member.toUpline &&
      facts.member.type !== NO_UPLINE_TRANSFER_TYPE,
  },
  { key: 'reward_centre', group: 'rewards', to: paths.rewardCenter, membersOnly: true, shows: flag('REWCEN3') },
  { key: 'manual_rebate', group: 'rewards', to: paths.manualRebate, membersOnly: true, shows: flag('MANPLAYREB3') },
  { key: 'mission', group: 'rewards', to: paths.leaderBoard, membersOnly: true, shows: promotion('MISSION') },
  { key: 'my_rebate', group: 'records', to: paths.rebateReport, membersOnly: true, shows: flag('PLYRBT') },
  { key: 'messages', group: 'account', to: paths.webEmail, membersOnly: true, shows: flag('MAILCEN') },
  // Not in the spec's list: public pages that a member centre should lead to.
  { key: 'notice', group: 'more', to: paths.notice, membersOnly: false, shows: always },
  { key: 'help', group: 'more', to: paths.help, membersOnly: false, shows: always },
  { key: 'user_agreement', group: 'more', to: paths.userAgreement, membersOnly: false, shows: always },
];

/** The entries to show, in order. */
export function mineEntries(facts: EntryFacts): MineEntry[] {
  return RULES.filter((rule) => rule.shows(facts)).map(({ key, group, to, membersOnly }) => ({
    key,
    group,
    to,
    membersOnly,
  }));
}

export const ENTRY_GROUPS: readonly EntryGroup[] = ['records', 'rewards', 'account', 'more'];
