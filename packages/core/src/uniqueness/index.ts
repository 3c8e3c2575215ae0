export {
  UNIQUENESS_ERROR_KEYS,
  crnUniquenessErrors,
  primaryContactEmailErrors,
  uniqueAcrossNamespaces,
  type UniqueRule,
  type UniquenessErrorKey,
} from './unique';
export {
  addChildDuplicateError,
  duplicateContactErrors,
  type AddedChild,
  type PrimaryContactIdentity,
  type SecondaryContactIdentity,
} from './duplicates';
