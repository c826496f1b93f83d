import './namespace';

export { RewardCenterPage as default } from '../pages/reward-center/RewardCenterPage';
