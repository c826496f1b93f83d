// The long game lists of the lobby: virtualized rows of tiles with paging, and the same wired to
// launching and favourites.
export { VirtualGameGrid, type VirtualGameGridProps, type GridPaging } from './VirtualGameGrid';
export { PlayableGameGrid, type PlayableGameGridProps } from './PlayableGameGrid';
export { gridLayout, rowsOf, GRID } from './grid-layout';
