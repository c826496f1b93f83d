import './namespace';

export { ServicePage as default } from '../pages/service/ServicePage';
