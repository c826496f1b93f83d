// The game filter panel of the game lists (and the home panel).
export { GameFilterDialog, type GameFilterValue, type GameFilterDialogProps } from './GameFilterDialog';
