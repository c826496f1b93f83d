import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { GameCenterPage as default } from '../pages/game-center/GameCenterPage';
