import './register-texts';

export { TeamOverviewPage as default } from '../pages/team-overview/TeamOverviewPage';
