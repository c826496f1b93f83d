import './namespace';

export { WithdrawReportPage as default } from '../pages/withdraw/WithdrawReportPage';
