import { areaFederation } from '@platform/shared/mf';

export default areaFederation('member', {
  './MinePage': './src/exposes/mine-page.tsx',
  './NoticePage': './src/exposes/notice-page.tsx',
  './MessagesPage': './src/exposes/messages-page.tsx',
  './HelpPage': './src/exposes/help-page.tsx',
  './UserAgreementPage': './src/exposes/user-agreement-page.tsx',
  './DownloadPage': './src/exposes/download-page.tsx',
  './ServicePage': './src/exposes/service-page.tsx',
  './ActivityPage': './src/exposes/activity-page.tsx',
  './ActivityInfoPage': './src/exposes/activity-info-page.tsx',
  './RewardCenterPage': './src/exposes/reward-center-page.tsx',
  './VipBenefitsPage': './src/exposes/vip-benefits-page.tsx',
  './LeaderBoardPage': './src/exposes/leader-board-page.tsx',
  './InviteFriendsPage': './src/exposes/invite-friends-page.tsx',
});
