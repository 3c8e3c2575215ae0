export {
  ADDRESS_ERROR_KEYS,
  REQUIRED_ADDRESS_PARTS,
  addressErrors,
  isAddressStarted,
  type AddressErrorKey,
  type AddressRules,
  type AddressValue,
} from './address';
export { isValidPostalCode, normalisePostalCode } from './postal-code';
export {
  AUSTRALIAN_STATES_AND_TERRITORIES,
  CANADIAN_PROVINCES_AND_TERRITORIES,
  SUBDIVISIONS_BY_REGION,
  US_STATES_AND_TERRITORIES,
  findSubdivision,
  type Subdivision,
} from './subdivisions';
