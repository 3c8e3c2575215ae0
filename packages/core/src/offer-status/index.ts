export * from './states';
export * from './expiry';
export * from './display-state';
export * from './labels';
export * from './actionable';
export * from './outcome';
export * from './accept';
export * from './api-application-state.generated';
