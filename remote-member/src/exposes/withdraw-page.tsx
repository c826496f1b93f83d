import './namespace';

export { WithdrawPage as default } from '../pages/withdraw/WithdrawPage';
