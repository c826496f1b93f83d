// The lobby's vendor categories, as the menus and game lists show them.
export { splitSports, orderCategories, lobbyCategories, vendorsOf } from './vendor-categories';
export { gameListPath, categoryPath, vendorOpensLobby } from './paths';
