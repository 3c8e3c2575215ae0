export * from './inquiry-keys';
export * from './identifiers';
export * from './person-key';
export * from './inquiry-submission';
export * from './application-state';
export * from './application-fee';
export * from './dry-run-offer';
export * from './program-cycle-types';
