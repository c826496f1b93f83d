import { areaFederation } from '@platform/shared/mf';

export default areaFederation('member', {
  './MinePage': './src/exposes/mine-page.tsx',
  './NoticePage': './src/exposes/notice-page.tsx',
  './MessagesPage': './src/exposes/messages-page.tsx',
  './HelpPage': './src/exposes/help-page.tsx',
  './UserAgreementPage': './src/exposes/user-agreement-page.tsx',
  './DownloadPage': './src/exposes/download-page.tsx',
  './ServicePage': './src/exposes/service-page.tsx',
  './DepositPage': './src/exposes/deposit-page.tsx',
  './DepositRecordPage': './src/exposes/deposit-record-page.tsx',
  './WithdrawPage': './src/exposes/withdraw-page.tsx',
  './WithdrawReportPage': './src/exposes/withdraw-report-page.tsx',
  './GameRecordPage': './src/exposes/game-record-page.tsx',
  './AccountRecordPage': './src/exposes/account-record-page.tsx',
  './ProfitLossPage': './src/exposes/profit-loss-page.tsx',
  './SecurityCentrePage': './src/exposes/security-centre-page.tsx',
});
