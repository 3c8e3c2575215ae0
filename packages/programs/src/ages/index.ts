export { isOutsideEveryProgram, type AgeRange } from './ageFit';
export { useCentreProgramAges } from './useCentreProgramAges';
