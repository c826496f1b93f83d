import './namespace';

export { DepositRecordPage as default } from '../pages/deposit/DepositRecordPage';
