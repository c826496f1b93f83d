import './namespace';

export { IdVerificationPage as default } from '../pages/identity/IdVerificationPage';
