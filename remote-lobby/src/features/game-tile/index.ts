// The game tile every lobby list shows.
export { GameTile, TILE_NAME_HEIGHT, DEFAULT_ICON_SIZE, type TileGame, type GameTileProps } from './GameTile';
