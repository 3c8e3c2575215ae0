export * from './login-state';
export * from './code';
