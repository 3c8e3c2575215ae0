export * from './cost';
export * from './fee-structure';
