import './namespace';

export { AccountRecordPage as default } from '../pages/records/AccountRecordPage';
