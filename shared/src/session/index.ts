export * from './store';
export * from './login-dialog';
export * from './sign-out';
export * from './contract-prompts';
export * from './remembered-login';
export * from './intent';
export * from './use-login-here';
