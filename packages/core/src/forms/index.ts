export * from './conditions';
export * from './definition';
export * from './field-state';
export * from './validate-values';
export * from './standard-form';
export * from './selectors';
export * from './definition.struct';
export * from './form-rules';
