import { areaFederation } from '@platform/shared/mf';

export default areaFederation('accounts', {
  './LoginPage': './src/exposes/login-page.tsx',
});
