import './register-texts';

export { OpenAccountPage as default } from '../pages/open-account/OpenAccountPage';
