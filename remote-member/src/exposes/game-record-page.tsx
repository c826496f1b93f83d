import './namespace';

export { GameRecordPage as default } from '../pages/records/GameRecordPage';
