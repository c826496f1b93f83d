import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { LaunchGamePage as default } from '../pages/launch-game/LaunchGamePage';
