import './register-texts';

export { TeamMembersPage as default } from '../pages/team-members/TeamMembersPage';
