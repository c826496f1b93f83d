import { areaFederation } from '@platform/shared/mf';

export default areaFederation('lobby', {
  './HomePage': './src/exposes/home-page.tsx',
});
