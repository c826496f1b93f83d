import './namespace';

export { ActivityPage as default } from '../pages/activity/ActivityPage';
