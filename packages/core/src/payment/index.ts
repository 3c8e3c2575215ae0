export * from './payment-method';
export * from './billing-cycle';
export * from './day-of-week';
export * from './session';
export * from './surcharge';
