export * from './domain/enums';
export * from './region/region';
export * from './validation/result';
