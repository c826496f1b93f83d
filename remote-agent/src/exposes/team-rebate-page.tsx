import './register-texts';

export { TeamRebatePage as default } from '../pages/rebates/RebatePage';
