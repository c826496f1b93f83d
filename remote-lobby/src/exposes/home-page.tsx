import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { HomePage as default } from '../pages/home/HomePage';
