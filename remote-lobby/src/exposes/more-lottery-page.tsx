import { registerLobbyNamespace } from '../i18n/namespace';

registerLobbyNamespace();

export { MoreLotteryPage as default } from '../pages/lottery/MoreLotteryPage';
