// The routes the walk visits, and who visits each: every path of the site, checked at load.
// Plain data with no imports: the walk checks below that it visits every path the site has.
import { HOME_ALIASES, paths } from '../../../shared/src/config/paths';

export const ROLES = ['guest', 'member', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** The agent area's pages other than its home. */
const AGENT_AREA_ROUTES = [
  paths.agentRegister,
  paths.teamOverview,
  paths.teamPnl,
  paths.team,
  paths.teamBetting,
  paths.agentRebate,
  paths.teamRebate,
  paths.redRain,
  paths.agentDividend,
  paths.salaryContract,
  paths.dividendContract,
  paths.hourContract,
];

/** Every route of the site, with the query a page needs to show its content. */
export const WALK_ROUTES: readonly string[] = [
  paths.home,
  paths.login,
  paths.register,
  paths.forget,
  paths.setPassword,
  paths.changePassword,
  paths.settings,
  paths.trial,
  paths.notice,
  paths.webEmail,
  paths.userAgreement,
  paths.maintenance,
  paths.service,
  paths.activity,
  `${paths.activityInfo}?id=1`,
  // The promotion with the application form open, as a member sees it.
  `${paths.activityInfo}?id=1&apply=1`,
  paths.gameLobby,
  `${paths.gameList}?gameType=RNG`,
  paths.lottery,
  paths.startLottery,
  paths.moreLottery,
  `${paths.launchGame}?nodeId=5001&vendor=JILI&pageBack=%2Fm%2Fhome`,
  paths.gameCenter,
  paths.slotsCenter,
  paths.deposit,
  paths.depositResult,
  paths.withdraw,
  paths.inviteFriends,
  paths.mine,
  paths.agent,
  paths.help,
  paths.download,
  paths.rewardCenter,
  paths.vipBenefits,
  paths.gameRecord,
  paths.transactionRecord,
  `${paths.transactionRecord}?types=A`,
  paths.securityCenter,
  paths.idVerification,
  paths.responsibleGaming,
  paths.depositRecord,
  paths.withdrawReport,
  paths.profitAndLoss,
  paths.upLineTransfer,
  paths.manualRebate,
  paths.leaderBoard,
  paths.rebateReport,
  `${paths.memberNotice}?types=A`,
  ...AGENT_AREA_ROUTES,
];

/**
 * The routes the agent walks: the agent area's pages, and those of the member centre that show an
 * agent something a member does not (the agency centre's entry on Mine, the menu on home). Elsewhere an
 * agent sees a member's page with another account's figures, which the member's walk already reads.
 */
export const AGENT_ROUTES: ReadonlySet<string> = new Set([paths.home, paths.mine, paths.agent, ...AGENT_AREA_ROUTES]);

/** The roles that walk a route. */
export const rolesFor = (route: string): readonly Role[] =>
  AGENT_ROUTES.has(route.split('?')[0] ?? route) ? ROLES : ROLES.filter((role) => role !== 'agent');

/** Second names of a page the walk opens under its first name. */
const SAME_PAGE: ReadonlySet<string> = new Set([
  paths.registerHtml,
  paths.message,
  paths.gameList,
  paths.memberHome,
  paths.helpDetail,
  ...HOME_ALIASES,
]);

const walked = new Set(WALK_ROUTES.map((route) => route.split('?')[0]));
const missing = Object.values(paths).filter((path) => !walked.has(path) && !SAME_PAGE.has(path));
if (missing.length > 0) throw new Error(`The walk misses ${missing.join(', ')}: add them to WALK_ROUTES.`);
