import './namespace';

export { RebateReportPage as default } from '../pages/rebate/RebateReportPage';
