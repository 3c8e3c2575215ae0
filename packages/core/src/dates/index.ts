export * from './wire-date';
export * from './display';
export * from './age';
export * from './week';
export * from './zoned';
