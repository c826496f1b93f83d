import { LOBBY_KEY, apiLanguage, gameDelete, gameGet, gamePost } from '@platform/shared';

// The lobby's calls go through shared's helpers: the host makes the game list's first call too,
// before this area's code is in, and must ask exactly as the lobby does. (Imported, then exported:
// a build records each name it takes from shared, which `export ... from` would hide.)
export { LOBBY_KEY, apiLanguage, gameDelete, gameGet, gamePost };
