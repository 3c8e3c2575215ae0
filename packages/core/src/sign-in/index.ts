export * from './login-state';
