import { areaFederation } from '@platform/shared/mf';

export default areaFederation('lobby', {
  './HomePage': './src/exposes/home-page.tsx',
  // /m/gameList and /m/gameLobby
  './GameListPage': './src/exposes/game-list-page.tsx',
  // /m/gameCenter and /m/slotsCenter
  './GameCenterPage': './src/exposes/game-center-page.tsx',
  './LaunchGamePage': './src/exposes/launch-game-page.tsx',
  './LotteryPage': './src/exposes/lottery-page.tsx',
  './MoreLotteryPage': './src/exposes/more-lottery-page.tsx',
  './StartLotteryPage': './src/exposes/start-lottery-page.tsx',
});
