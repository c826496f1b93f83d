import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { ForgetPage as default } from '../pages/forget/ForgetPage';
