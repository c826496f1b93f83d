import './namespace';

export { LeaderBoardPage as default } from '../pages/leaderboard/LeaderBoardPage';
