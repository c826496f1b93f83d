import { paths } from '@platform/shared';
import {
  LAUNCH_PAGE_VENDORS,
  LOTTERY_LOBBY_VENDORS,
  PLAY_TYPES,
  PRIZE_MODES,
  type HotMatch,
  type LaunchQuery,
  type PlayType,
  type PrizeMode,
} from '@platform/shared/contract';

/** What can be launched: a game (node id and vendor), a vendor's own lobby, or a hot match's room. */
export interface LaunchTarget {
  vendor: string;
  nodeId?: number;
  roomId?: string;
}

export const gameTarget = (game: { nodeId: number; vassalage: string }): LaunchTarget => ({
  vendor: game.vassalage,
  nodeId: game.nodeId,
});

export const matchTarget = (match: Pick<HotMatch, 'vendor' | 'roomId' | 'nodeId'>): LaunchTarget => ({
  vendor: match.vendor,
  nodeId: match.nodeId,
  roomId: match.roomId,
});

const includes = (list: readonly string[], value: string) => list.includes(value);

/** The vendor's lobby is opened by this game code. */
const LOBBY_CODE = 'lobby';

/** The launch call a target makes, by the spec's rules for each class of vendor (§4). */
export function launchQueryOf(target: LaunchTarget): LaunchQuery {
  const { vendor, nodeId, roomId } = target;
  if (includes(LOTTERY_LOBBY_VENDORS, vendor)) return { vendor, gameCode: LOBBY_CODE };
  if (includes(LAUNCH_PAGE_VENDORS, vendor)) {
    return { vendor, gameCode: LOBBY_CODE, playType: 'Tradition', prize_mode: 'Elott' };
  }
  // Any other game goes through the game centre's launch call; a vendor tile opens its lobby.
  if (nodeId === undefined) return { vendor, gameCode: LOBBY_CODE };
  return roomId === undefined ? { nodeId, vendor } : { nodeId, vendor, roomId };
}

// The launch page's query: the spec's playType, prize_mode, code and pageBack, plus what the call needs.
const PARAM = {
  nodeId: 'nodeId',
  vendor: 'vendor',
  gameCode: 'code',
  roomId: 'roomId',
  playType: 'playType',
  prizeMode: 'prize_mode',
  pageBack: 'pageBack',
} as const;

/**
 * Where launching a target leads: a guest to the login page, everyone else to the launch page with
 * the call's parameters and `pageBack`, the page to return to.
 */
export function launchPath(target: LaunchTarget, signedIn: boolean, pageBack: string): string {
  if (!signedIn) return paths.login;
  const query = launchQueryOf(target);
  const search = new URLSearchParams();
  if (query.nodeId !== undefined) search.set(PARAM.nodeId, String(query.nodeId));
  if (query.vendor) search.set(PARAM.vendor, query.vendor);
  if (query.gameCode) search.set(PARAM.gameCode, query.gameCode);
  if (query.roomId) search.set(PARAM.roomId, query.roomId);
  if (query.playType) search.set(PARAM.playType, query.playType);
  if (query.prize_mode) search.set(PARAM.prizeMode, query.prize_mode);
  search.set(PARAM.pageBack, pageBack);
  return `${paths.launchGame}?${search.toString()}`;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** The launch call the launch page's query asks for, or null when it names no game or vendor. */
export function launchQueryFromSearch(search: URLSearchParams): LaunchQuery | null {
  const nodeText = search.get(PARAM.nodeId);
  const nodeId = nodeText !== null && /^\d{1,10}$/.test(nodeText) ? Number(nodeText) : undefined;
  const vendor = search.get(PARAM.vendor) ?? undefined;
  const gameCode = search.get(PARAM.gameCode) ?? undefined;
  if (nodeId === undefined && !(vendor && gameCode)) return null;
  const query: LaunchQuery = {};
  if (nodeId !== undefined) query.nodeId = nodeId;
  if (vendor) query.vendor = vendor;
  if (gameCode) query.gameCode = gameCode;
  const roomId = search.get(PARAM.roomId);
  if (roomId) query.roomId = roomId;
  const playType: PlayType | undefined = oneOf(PLAY_TYPES, search.get(PARAM.playType));
  if (playType) query.playType = playType;
  const prizeMode: PrizeMode | undefined = oneOf(PRIZE_MODES, search.get(PARAM.prizeMode));
  if (prizeMode) query.prize_mode = prizeMode;
  return query;
}

/** The page the launch page's back arrow returns to, if it is one of the site's own. */
export function pageBackOf(search: URLSearchParams): string | null {
  const back = search.get(PARAM.pageBack);
  return back?.startsWith('/m/') ? back : null;
}
