import './register-texts';

export { TeamBettingPage as default } from '../pages/team-betting/TeamBettingPage';
