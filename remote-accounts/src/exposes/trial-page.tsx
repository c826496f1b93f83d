import { addAccountsTexts } from '../i18n/texts';

addAccountsTexts();

export { TrialPage as default } from '../pages/trial/TrialPage';
