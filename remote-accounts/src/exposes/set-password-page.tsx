import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { SetPasswordPage as default } from '../pages/set-password/SetPasswordPage';
