import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { LoginDialog as default } from '../pages/login-dialog/LoginDialog';
