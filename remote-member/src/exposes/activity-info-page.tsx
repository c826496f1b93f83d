import './namespace';

export { ActivityInfoPage as default } from '../pages/activity-info/ActivityInfoPage';
