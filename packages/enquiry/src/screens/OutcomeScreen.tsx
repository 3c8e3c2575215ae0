// The enquiry's outcome is @cc/ui's application outcome (the re-enrolment shows the same screens).
export {
  ApplicationOutcomeScreen as OutcomeScreen,
  type ApplicationOutcomeScreenProps as OutcomeScreenProps,
  type ApplicationOutcomeState as EnquiryOutcomeState,
} from '@cc/ui/outcome';
