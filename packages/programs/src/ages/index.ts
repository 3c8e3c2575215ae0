export { isOutsideEveryProgram, type AgeRange } from './ageFit';
export { useCentreProgramAges } from './useCentreProgramAges';
// For mocks at the GraphQL boundary in the flows' tests and stories.
export { CentreProgramAgesDocument } from './centreProgramAges.graphql.generated';
