import './namespace';

export { UplineTransferPage as default } from '../pages/upline-transfer/UplineTransferPage';
