export * from './stage';
export * from './decline';
