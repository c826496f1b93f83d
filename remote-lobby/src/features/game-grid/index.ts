// The long game lists of the lobby: virtualized rows of tiles with paging.
export { VirtualGameGrid, type VirtualGameGridProps, type GridPaging } from './VirtualGameGrid';
export { gridLayout, rowsOf, GRID } from './grid-layout';
