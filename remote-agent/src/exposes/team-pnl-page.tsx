import './register-texts';

export { TeamPnlPage as default } from '../pages/team-pnl/TeamPnlPage';
