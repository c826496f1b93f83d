import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { SettingsPage as default } from '../pages/settings/SettingsPage';
