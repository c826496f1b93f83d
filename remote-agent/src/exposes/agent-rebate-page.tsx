import './register-texts';

export { AgentRebatePage as default } from '../pages/rebates/RebatePage';
