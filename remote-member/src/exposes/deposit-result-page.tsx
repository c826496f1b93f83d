import './namespace';

export { DepositResultPage as default } from '../pages/deposit/DepositResultPage';
