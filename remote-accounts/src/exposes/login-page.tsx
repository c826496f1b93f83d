import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { LoginPage as default } from '../pages/login/LoginPage';
