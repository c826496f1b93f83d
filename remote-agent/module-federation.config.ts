import { areaFederation } from '@platform/shared/mf';

export default areaFederation('agent', {
  './AgentHomePage': './src/exposes/agent-home-page.tsx',
});
