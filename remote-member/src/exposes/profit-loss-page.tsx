import './namespace';

export { ProfitLossPage as default } from '../pages/records/ProfitLossPage';
