import { defineMessages } from 'react-intl';

// US wording by default. Regional words ({center}) come from @cc/ui's termMessages, so Australia and Canada read
// "centre" without a catalogue of their own. Outcome titles and bodies are @cc/core's outcome keys (see
// packages/ui/src/i18n/validation/offer-status.messages.ts); the generic error is @cc/ui's sharedMessages.
type NoValues = Record<string, never>;
type Centre = { center: string };

export const screenMessages = defineMessages<{
  landingTitle: NoValues;
  landingCentres: Centre & { count: number };
  landingIntro: Centre;
  landingStart: NoValues;
  landingLogIn: NoValues;
  landingNoCentres: Centre;
}>({
  landingTitle: { id: 'enquiry.landing.title', defaultMessage: 'Inquire about a place' },
  landingCentres: {
    id: 'enquiry.landing.centres',
    defaultMessage: 'This link is for {count, plural, one {this {center}} other {these {center}s}}:',
  },
  landingIntro: {
    id: 'enquiry.landing.intro',
    defaultMessage: 'Tell us about your family and the care you are looking for. The {center} will be in touch.',
  },
  landingStart: { id: 'enquiry.landing.start', defaultMessage: 'Start a new inquiry' },
  // ours: the spec's login for returning families
  landingLogIn: { id: 'enquiry.landing.logIn', defaultMessage: 'I have an account: log in' },
  landingNoCentres: {
    id: 'enquiry.landing.noCentres',
    defaultMessage: 'No {center} takes inquiries through this link at the moment.',
  },
});
