import { areaFederation } from '@platform/shared/mf';

export default areaFederation('agent', {
  './AgentHomePage': './src/exposes/agent-home-page.tsx',
  './TeamOverviewPage': './src/exposes/team-overview-page.tsx',
  './TeamPnlPage': './src/exposes/team-pnl-page.tsx',
  './TeamMembersPage': './src/exposes/team-members-page.tsx',
  './TeamBettingPage': './src/exposes/team-betting-page.tsx',
  './AgentRebatePage': './src/exposes/agent-rebate-page.tsx',
  './TeamRebatePage': './src/exposes/team-rebate-page.tsx',
  './RedRainPage': './src/exposes/red-rain-page.tsx',
  './OpenAccountPage': './src/exposes/open-account-page.tsx',
  './DividendPage': './src/exposes/dividend-page.tsx',
  './SalaryContractPage': './src/exposes/salary-contract-page.tsx',
  './DividendContractPage': './src/exposes/dividend-contract-page.tsx',
  './HourContractPage': './src/exposes/hour-contract-page.tsx',
});
