import { areaFederation } from '@platform/shared/mf';

export default areaFederation('member', {
  './MinePage': './src/exposes/mine-page.tsx',
});
