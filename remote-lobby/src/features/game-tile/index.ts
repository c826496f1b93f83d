// The game tile every lobby list shows.
export {
  GameTile,
  TILE_NAME_HEIGHT,
  DEFAULT_ICON_SIZE,
  useTileLabels,
  type TileGame,
  type TileLabels,
  type GameTileProps,
} from './GameTile';
