// Launching games, for every page of the lobby: the rules, and the hook pages call.
export {
  gameTarget,
  matchTarget,
  launchPath,
  launchQueryOf,
  launchQueryFromSearch,
  pageBackOf,
  type LaunchTarget,
} from './launch-rules';
export { useLaunchGame } from './use-launch-game';
