export * from './domain/enums';
export * from './region/region';
