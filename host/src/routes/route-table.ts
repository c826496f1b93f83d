import { HOME_ALIASES, paths, type SitePath, type TextKey } from '@platform/shared';
import type { AreaName } from '../areas/remotes-file';

/** A page exposed by an area, named as the area exposes it. */
export interface AreaPage {
  area: AreaName;
  module: string;
}

/** One route: where it lives, what renders there, and how the frame around it looks. */
export interface RouteEntry {
  paths: readonly SitePath[];
  /** The page that renders here; null while no area provides it (the route falls back to home). */
  page: AreaPage | null;
  /** The page's title: its key in the host namespace, under `title.` */
  title?: TextKey<'host', 'title'>;
  /** The shared header shows (false where the page draws its own). */
  header: boolean;
  /** The bottom navigation shows. */
  bottomNav: boolean;
  /** The back arrow leads home instead of one step back. */
  backHome: boolean;
  /** Only home has the extra top component (logo, balance, actions). */
  home: boolean;
}

type RouteSpec = Pick<RouteEntry, 'paths' | 'page'> & Partial<Omit<RouteEntry, 'paths' | 'page'>>;

const page =
  (area: AreaName) =>
  (module: string): AreaPage => ({ area, module });
const accounts = page('accounts');
const lobby = page('lobby');
const member = page('member');
const agent = page('agent');

/** The spec's pages without the shared header: they draw their own top bar. */
const OWN_HEADER = { header: false } as const;
/** The spec's pages without the bottom navigation. */
const NO_NAV = { bottomNav: false } as const;

const SPECS: readonly RouteSpec[] = [
  { paths: [paths.home], page: lobby('HomePage'), home: true },
  { paths: [paths.login], page: accounts('LoginPage'), title: 'login', ...OWN_HEADER, ...NO_NAV, backHome: true },
  {
    paths: [paths.register, paths.registerHtml],
    page: accounts('RegisterPage'),
    title: 'register',
    ...OWN_HEADER,
    ...NO_NAV,
    backHome: true,
  },
  { paths: [paths.forget], page: accounts('ForgetPage'), title: 'forget', ...OWN_HEADER, ...NO_NAV, backHome: true },
  // The set-password-by-SMS screen: the phone path of /m/forget leads here.
  { paths: [paths.setPassword], page: accounts('SetPasswordPage'), title: 'reset_password' },
  { paths: [paths.changePassword], page: accounts('ChangePasswordPage'), title: 'change_password', ...NO_NAV },
  { paths: [paths.settings], page: accounts('SettingsPage'), title: 'settings' },
  { paths: [paths.trial], page: accounts('TrialPage'), title: 'trial', ...NO_NAV, backHome: true },
  { paths: [paths.notice], page: member('NoticePage'), title: 'notice', ...NO_NAV, backHome: true },
  { paths: [paths.webEmail, paths.message], page: member('MessagesPage'), title: 'messages' },
  { paths: [paths.userAgreement], page: member('UserAgreementPage'), title: 'user_agreement', ...NO_NAV },
  { paths: [paths.maintenance], page: null, title: 'maintenance', ...NO_NAV },
  { paths: [paths.service], page: member('ServicePage'), title: 'service', ...NO_NAV },
  { paths: [paths.activity], page: member('ActivityPage'), title: 'activity', ...NO_NAV },
  { paths: [paths.activityInfo], page: member('ActivityInfoPage'), title: 'activity' },
  { paths: [paths.gameLobby, paths.gameList], page: lobby('GameListPage'), title: 'game_lobby' },
  { paths: [paths.lottery], page: lobby('LotteryPage'), title: 'lottery' },
  { paths: [paths.startLottery], page: lobby('StartLotteryPage'), title: 'lottery' },
  { paths: [paths.moreLottery], page: lobby('MoreLotteryPage'), title: 'lottery', ...NO_NAV },
  { paths: [paths.launchGame], page: lobby('LaunchGamePage'), title: 'game_centre', ...NO_NAV },
  { paths: [paths.gameCenter], page: lobby('GameCenterPage'), title: 'game_centre' },
  { paths: [paths.slotsCenter], page: lobby('GameCenterPage'), title: 'rng' },
  { paths: [paths.deposit], page: member('DepositPage'), title: 'deposit' },
  { paths: [paths.depositResult], page: member('DepositResultPage'), title: 'deposit' },
  { paths: [paths.withdraw], page: member('WithdrawPage'), title: 'withdraw' },
  { paths: [paths.inviteFriends], page: member('InviteFriendsPage'), title: 'invite_friends' },
  { paths: [paths.memberHome, paths.mine], page: member('MinePage'), title: 'mine', ...OWN_HEADER },
  { paths: [paths.agent], page: agent('AgentHomePage'), title: 'agent', ...OWN_HEADER, ...NO_NAV },
  { paths: [paths.help, paths.helpDetail], page: member('HelpPage'), title: 'help', ...OWN_HEADER },
  { paths: [paths.download], page: member('DownloadPage'), title: 'download', ...OWN_HEADER, ...NO_NAV },
  { paths: [paths.rewardCenter], page: member('RewardCenterPage'), title: 'reward_centre' },
  { paths: [paths.vipBenefits], page: member('VipBenefitsPage'), title: 'vip_benefits' },
  { paths: [paths.gameRecord], page: member('GameRecordPage'), title: 'betting_record' },
  { paths: [paths.transactionRecord], page: member('AccountRecordPage'), title: 'account_record' },
  { paths: [paths.securityCenter], page: member('SecurityCentrePage'), title: 'security_centre' },
  { paths: [paths.idVerification], page: member('IdVerificationPage'), title: 'id_verification' },
  { paths: [paths.responsibleGaming], page: member('ResponsibleGamingPage'), title: 'responsible_gaming' },
  { paths: [paths.depositRecord], page: member('DepositRecordPage'), title: 'deposit_record' },
  { paths: [paths.withdrawReport], page: member('WithdrawReportPage'), title: 'withdraw_report' },
  { paths: [paths.profitAndLoss], page: member('ProfitLossPage'), title: 'profit_and_loss' },
  { paths: [paths.upLineTransfer], page: member('UplineTransferPage'), title: 'superior_transfer' },
  { paths: [paths.manualRebate], page: member('ManualRebatePage'), title: 'manual_rebate' },
  { paths: [paths.leaderBoard], page: member('LeaderBoardPage'), title: 'mission_activity' },
  { paths: [paths.rebateReport], page: member('RebateReportPage'), title: 'my_rebate' },
  { paths: [paths.memberNotice], page: member('NoticePage'), title: 'notice' },
  { paths: [paths.agentRegister], page: agent('OpenAccountPage'), title: 'open_account' },
  { paths: [paths.teamOverview], page: agent('TeamOverviewPage'), title: 'team_overview' },
  { paths: [paths.teamPnl], page: agent('TeamPnlPage'), title: 'team_pnl' },
  { paths: [paths.team], page: agent('TeamMembersPage'), title: 'team_members' },
  { paths: [paths.teamBetting], page: agent('TeamBettingPage'), title: 'team_betting' },
  { paths: [paths.agentRebate], page: agent('AgentRebatePage'), title: 'agent_rebate' },
  { paths: [paths.teamRebate], page: agent('TeamRebatePage'), title: 'team_rebate' },
  { paths: [paths.redRain], page: agent('RedRainPage'), title: 'red_rain' },
  { paths: [paths.agentDividend], page: agent('DividendPage'), title: 'dividend' },
  { paths: [paths.salaryContract], page: agent('SalaryContractPage'), title: 'salary_contract' },
  { paths: [paths.dividendContract], page: agent('DividendContractPage'), title: 'dividend_contract' },
  { paths: [paths.hourContract], page: agent('HourContractPage'), title: 'hourly_contract' },
];

/** Every route of both specifications, with its page and layout. */
export const ROUTES: readonly RouteEntry[] = SPECS.map((spec) => ({
  header: true,
  bottomNav: true,
  backHome: false,
  home: false,
  ...spec,
}));

const BY_PATH = new Map<string, RouteEntry>(ROUTES.flatMap((route) => route.paths.map((path) => [path, route])));

/** A path as the route table names it: without trailing slashes. */
export const routePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route for a path, or undefined. Trailing slashes are ignored. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(routePath(pathname));
}

export { HOME_ALIASES };
export const MAINTENANCE_PATH = paths.maintenance;
