import './namespace';

export { MinePage as default } from '../pages/mine/MinePage';
