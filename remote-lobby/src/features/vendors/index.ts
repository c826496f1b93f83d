// The lobby's vendor categories, as the menus and game lists show them.
export { splitSports, orderCategories, lobbyCategories, vendorsOf } from './vendor-categories';
export { GAME_LIST_PARAM, gameListPath, categoryPath, vendorOpensLobby } from './paths';
