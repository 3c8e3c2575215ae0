export { LandingScreen, type LandingScreenProps } from './LandingScreen';
export { OutcomeScreen, type EnquiryOutcomeState, type OutcomeScreenProps } from './OutcomeScreen';
