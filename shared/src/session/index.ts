export * from './store';
export * from './login-dialog';
export * from './sign-out';
