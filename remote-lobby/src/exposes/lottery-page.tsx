import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { LotteryPage as default } from '../pages/lottery/LotteryPage';
