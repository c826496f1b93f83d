export * from './store';
export * from './login-dialog';
