import type { AreaName } from '../areas/remotes-file';

/** A page exposed by an area, named as the area exposes it. */
export interface AreaPage {
  area: AreaName;
  module: string;
}

export interface RouteEntry {
  path: string;
  /** The page that renders here; null while no area provides it (the route falls back to home). */
  page: AreaPage | null;
  header: boolean;
  bottomNav: boolean;
  /** Key in the host namespace, under `title.` */
  title?: string;
  /** The back arrow leads home instead of one step back. */
  backHome?: boolean;
  /** Only home has the extra top component (logo, balance, actions). */
  home?: boolean;
}

const HOME: AreaPage = { area: 'lobby', module: 'HomePage' };
const LOGIN: AreaPage = { area: 'accounts', module: 'LoginPage' };
const REGISTER: AreaPage = { area: 'accounts', module: 'RegisterPage' };
const FORGET: AreaPage = { area: 'accounts', module: 'ForgetPage' };
/** The set-password-by-SMS screen: the phone path of /m/forget leads here. */
const SET_PASSWORD: AreaPage = { area: 'accounts', module: 'SetPasswordPage' };
const CHANGE_PASSWORD: AreaPage = { area: 'accounts', module: 'ChangePasswordPage' };
const SETTINGS: AreaPage = { area: 'accounts', module: 'SettingsPage' };
const TRIAL: AreaPage = { area: 'accounts', module: 'TrialPage' };
const MINE: AreaPage = { area: 'member', module: 'MinePage' };
const AGENT_HOME: AreaPage = { area: 'agent', module: 'AgentHomePage' };

/** Paths on which the shared header is hidden (the page draws its own). */
const NO_HEADER = new Set([
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/mine',
  '/m/member/home',
  '/m/agent',
  '/m/help',
  '/m/helpDetail',
  '/m/download',
  '/m/forget',
]);

/** Paths without the bottom navigation. */
const NO_BOTTOM_NAV = new Set([
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/download',
  '/m/agent',
]);

/** Back goes home from these, whatever the history. */
const BACK_HOME = new Set(['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/notice', '/m/forget']);

const ENTRIES: ReadonlyArray<[path: string, page: AreaPage | null, title?: string]> = [
  ['/m/home', HOME],
  ['/m/login', LOGIN, 'login'],
  ['/m/register', REGISTER, 'register'],
  ['/m/register.html', REGISTER, 'register'],
  ['/m/forget', FORGET, 'forget'],
  ['/m/setPsw', SET_PASSWORD, 'first_password'],
  ['/m/changePsw', CHANGE_PASSWORD, 'change_password'],
  ['/m/set', SETTINGS, 'settings'],
  ['/m/notice', null, 'notice'],
  ['/m/webEmail', null, 'messages'],
  ['/m/message', null, 'messages'],
  ['/m/useragreement', null, 'user_agreement'],
  ['/m/maintenance', null, 'maintenance'],
  ['/m/trail', TRIAL, 'trial'],
  ['/m/service', null, 'service'],
  ['/m/activity', null, 'activity'],
  ['/m/activityInfo', null, 'activity'],
  ['/m/gameLobby', null, 'game_lobby'],
  ['/m/gameList', null, 'game_lobby'],
  ['/m/lottery', null, 'lottery'],
  ['/m/moreLottery', null, 'lottery'],
  ['/m/startLottery', null, 'lottery'],
  ['/m/launchGame', null, 'game_centre'],
  ['/m/gameCenter', null, 'game_centre'],
  ['/m/slotsCenter', null, 'rng'],
  ['/m/voucherCenter', null, 'deposit'],
  ['/m/withdraw', null, 'withdraw'],
  ['/m/inviteFriends', null, 'invite_friends'],
  ['/m/member/home', MINE, 'mine'],
  ['/m/mine', MINE, 'mine'],
  ['/m/agent', AGENT_HOME, 'agent'],
  ['/m/help', null, 'help'],
  ['/m/helpDetail', null, 'help'],
  ['/m/download', null, 'download'],
  ['/m/rewardCenter', null, 'reward_centre'],
  ['/m/member/benefits', null, 'vip_benefits'],
  ['/m/gameRecord', null, 'betting_record'],
  ['/m/transaction/record', null, 'account_record'],
  ['/m/securityCenter', null, 'security_centre'],
  ['/m/vouReport', null, 'deposit_record'],
  ['/m/withdrawReport', null, 'withdraw_report'],
  ['/m/profitandloss', null, 'profit_and_loss'],
  ['/m/upLine/transfer', null, 'superior_transfer'],
  ['/m/member/manualRebate', null, 'manual_rebate'],
  ['/m/leaderBoard', null, 'mission_activity'],
  ['/m/member/rebateReport', null, 'my_rebate'],
  ['/m/member/notice', null, 'notice'],
  ['/m/agentRegister', null, 'open_account'],
  ['/m/agent/team/overview', null, 'team_overview'],
  ['/m/agent/team/pnl', null, 'team_pnl'],
  ['/m/member/team', null, 'team_members'],
  ['/m/teamBetting', null, 'team_betting'],
  ['/m/member/agent/agentRebeat', null, 'agent_rebate'],
  ['/m/member/teamRebate', null, 'team_rebate'],
  ['/m/redRain', null, 'red_rain'],
  ['/m/member/agent/agentDivident', null, 'dividend'],
  ['/m/member/agent/getSalaryContract', null, 'salary_contract'],
  ['/m/member/agent/getDevidendContract', null, 'dividend_contract'],
  ['/m/member/agent/getHourContract', null, 'hourly_contract'],
];

/** Every route of both specifications, with its page and layout. */
export const ROUTES: readonly RouteEntry[] = ENTRIES.map(([path, page, title]) => ({
  path,
  page,
  title,
  header: !NO_HEADER.has(path),
  bottomNav: !NO_BOTTOM_NAV.has(path),
  backHome: BACK_HOME.has(path),
  home: path === '/m/home',
}));

/** Paths that mean home. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

/** The route entry for a path, or undefined. Trailing slashes are ignored. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((route) => route.path === path);
}

export const MAINTENANCE_PATH = '/m/maintenance';
