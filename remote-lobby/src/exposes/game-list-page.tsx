import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { GameListPage as default } from '../pages/game-list/GameListPage';
