import { areaFederation } from '@platform/shared/mf';

export default areaFederation('accounts', {
  './LoginPage': './src/exposes/login-page.tsx',
  './RegisterPage': './src/exposes/register-page.tsx',
  './ForgetPage': './src/exposes/forget-page.tsx',
  './SetPasswordPage': './src/exposes/set-password-page.tsx',
  './ChangePasswordPage': './src/exposes/change-password-page.tsx',
  './SettingsPage': './src/exposes/settings-page.tsx',
  './TrialPage': './src/exposes/trial-page.tsx',
  './LoginDialog': './src/exposes/login-dialog.tsx',
});
