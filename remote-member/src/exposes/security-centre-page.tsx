import './namespace';

export { SecurityCentrePage as default } from '../pages/security/SecurityCentrePage';
