import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { ChangePasswordPage as default } from '../pages/change-password/ChangePasswordPage';
