import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { RegisterPage as default } from '../pages/register/RegisterPage';
