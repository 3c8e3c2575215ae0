export {
  isZeroUuid,
  programFullName,
  temporaryChildId,
  isNewChild,
  submitChildId,
  toSubmitChild,
  type ChildIdentity,
  type SubmitKind,
} from './identity';
export * from './child-with-dob';
export { personDisplayName } from './display-name';
