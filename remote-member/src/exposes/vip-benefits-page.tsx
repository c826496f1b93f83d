import './namespace';

export { VipBenefitsPage as default } from '../pages/vip-benefits/VipBenefitsPage';
