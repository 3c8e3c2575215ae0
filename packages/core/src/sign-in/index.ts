export * from './login-state';
export * from './login-state-read';
export * from './resend';
export * from './code';
