export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
export { LandingScreen, type LandingScreenProps } from './LandingScreen';
export { OutcomeScreen, type EnquiryOutcomeState, type OutcomeScreenProps } from './OutcomeScreen';
