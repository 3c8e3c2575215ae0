export * from './schedule-types';
export * from './cycle-type';
export * from './day-picker';
export * from './availability';
export * from './day-count';
export * from './start-date';
export * from './shared-schedule';
export * from './selection-state';
