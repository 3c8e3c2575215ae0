export {
  UNIQUENESS_ERROR_KEYS,
  crnUniquenessErrors,
  primaryContactEmailErrors,
  uniqueAcrossNamespaces,
  type UniqueRule,
  type UniquenessErrorKey,
} from './unique';
export { addChildDuplicateError, type AddedChild } from './added-child';
export { duplicateContactErrors, type PrimaryContactIdentity, type SecondaryContactIdentity } from './duplicates';
