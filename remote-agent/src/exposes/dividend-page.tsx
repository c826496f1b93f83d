import './register-texts';

export { DividendPage as default } from '../pages/dividends/DividendPage';
