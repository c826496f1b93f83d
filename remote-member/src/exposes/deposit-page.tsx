import './namespace';

export { DepositPage as default } from '../pages/deposit/DepositPage';
