import './namespace';

export { UserAgreementPage as default } from '../pages/user-agreement/UserAgreementPage';
