import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { StartLotteryPage as default } from '../pages/lottery/StartLotteryPage';
