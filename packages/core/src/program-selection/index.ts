export * from './program-selection-keys';
export * from './program-selection';
export * from './sub-step';
export * from './availability-split';
