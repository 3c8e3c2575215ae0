import { defineMessages } from 'react-intl';

// US wording by default; the regional words ({center}, {subsidy}) come from @cc/ui's termMessages. The spec names
// the review's parts but not their words, apart from "Early Bird Sign Up"; the rest is ours. The cost estimate's
// and fees' words live with them in @cc/programs.
type NoValues = Record<string, never>;
type Centre = { center: string };

export const reviewMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  parent: NoValues;
  name: NoValues;
  email: NoValues;
  phone: NoValues;
  phoneWithType: { number: string; type: string };
  phoneType: { type: string };
  subsidy: { subsidy: string };
}>({
  title: { id: 'enquiry.review.title', defaultMessage: 'Review your inquiry' },
  intro: {
    id: 'enquiry.review.intro',
    defaultMessage: 'Please check your details before you submit. Use Back to change anything.',
  },
  parent: { id: 'enquiry.review.parent', defaultMessage: 'Parent details' },
  name: { id: 'enquiry.review.name', defaultMessage: 'Name' },
  email: { id: 'enquiry.review.email', defaultMessage: 'Email' },
  phone: { id: 'enquiry.review.phone', defaultMessage: 'Phone number' },
  phoneWithType: { id: 'enquiry.review.phoneWithType', defaultMessage: '{number} ({type})' },
  phoneType: {
    id: 'enquiry.review.phoneType',
    defaultMessage: '{type, select, Mobile {Mobile} Home {Home} Work {Work} other {{type}}}',
  },
  subsidy: { id: 'enquiry.review.subsidy', defaultMessage: 'Family receives {subsidy}' },
});

export const confirmMessages = defineMessages<{
  title: NoValues;
  body: Centre;
  review: NoValues;
}>({
  title: { id: 'enquiry.confirm.title', defaultMessage: 'Ready to submit?' },
  body: {
    id: 'enquiry.confirm.body',
    defaultMessage:
      'Choose Review to go through your inquiry again from the start, or Submit to send it to the {center}.',
  },
  review: { id: 'enquiry.confirm.review', defaultMessage: 'Review' },
});
