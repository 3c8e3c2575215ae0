// The parent portal's texts. Defaults are the US wording; every region's is in src/lang/en-*.json. Where the spec
// gives a text it is used verbatim; "ours" marks texts the spec names without words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const dashboardMessages = defineMessages<{
  title: NoValues;
  greeting: { name: string };
  signOut: NoValues;
  requestNew: NoValues;
  emptyTitle: NoValues;
  emptyBody: NoValues;
  newApplication: NoValues;
  existing: NoValues;
  enquiryDate: { date: string };
  startDate: { date: string };
  loading: NoValues;
  actionRequired: NoValues;
  actionRequiredInfo: NoValues;
  viewOffer: NoValues;
  warningTitle: NoValues;
  warningBody: NoValues;
  goBack: NoValues;
  continueAnyway: NoValues;
}>({
  // the spec's section
  actionRequired: { id: 'portal.dashboard.actionRequired', defaultMessage: 'Action required' },
  // ours: the spec's info alert over the actionable offers
  actionRequiredInfo: {
    id: 'portal.dashboard.actionRequiredInfo',
    defaultMessage: 'The center has made you an offer. Open it to answer before it expires.',
  },
  // ours
  viewOffer: { id: 'portal.dashboard.viewOffer', defaultMessage: 'View offer' },
  // the spec's warning dialog: its title and buttons
  warningTitle: { id: 'portal.dashboard.warningTitle', defaultMessage: 'New Application' },
  // ours: its body
  warningBody: {
    id: 'portal.dashboard.warningBody',
    defaultMessage: 'You have an offer waiting for your answer. A new application does not answer it.',
  },
  goBack: { id: 'portal.dashboard.goBack', defaultMessage: 'Go Back' },
  continueAnyway: { id: 'portal.dashboard.continueAnyway', defaultMessage: 'Continue Anyway' },
  // ours
  title: { id: 'portal.dashboard.title', defaultMessage: 'Your applications' },
  // ours
  greeting: { id: 'portal.dashboard.greeting', defaultMessage: 'Signed in as {name}' },
  // ours
  signOut: { id: 'portal.dashboard.signOut', defaultMessage: 'Sign out' },
  // the spec's button, "Request New or Updated Enrolment", spelt as each region spells enrolment
  requestNew: { id: 'portal.dashboard.requestNew', defaultMessage: 'Request New or Updated Enrollment' },
  // ours
  emptyTitle: { id: 'portal.dashboard.emptyTitle', defaultMessage: 'No applications yet' },
  // ours
  emptyBody: {
    id: 'portal.dashboard.emptyBody',
    defaultMessage: 'When you apply for a place, your application and its status show here.',
  },
  // the spec's empty-state button
  newApplication: { id: 'portal.dashboard.newApplication', defaultMessage: 'New Application' },
  // the spec's section
  existing: { id: 'portal.dashboard.existing', defaultMessage: 'Existing applications' },
  // ours
  enquiryDate: { id: 'portal.dashboard.enquiryDate', defaultMessage: 'Inquiry made {date}' },
  // ours
  startDate: { id: 'portal.dashboard.startDate', defaultMessage: 'from {date}' },
  // ours
  loading: { id: 'portal.dashboard.loading', defaultMessage: 'Loading your applications' },
});

export const declinePageMessages = defineMessages<{
  title: NoValues;
  intro: { centre: string };
  reasonLabel: NoValues;
  otherLabel: NoValues;
  send: NoValues;
  thankYouTitle: NoValues;
  errorTitle: NoValues;
  completedTitle: NoValues;
  completedBody: { centre: string };
  toPortal: NoValues;
}>({
  // ours
  title: { id: 'portal.decline.title', defaultMessage: 'Not re-enrolling?' },
  // ours
  intro: {
    id: 'portal.decline.intro',
    defaultMessage: 'Let {centre} know why, so they can plan next year. Choose the reason that fits best.',
  },
  // ours
  reasonLabel: { id: 'portal.decline.reasonLabel', defaultMessage: 'Reason' },
  // ours
  otherLabel: { id: 'portal.decline.otherLabel', defaultMessage: 'Tell the center more (optional)' },
  // ours
  send: { id: 'portal.decline.send', defaultMessage: 'Send my answer' },
  // ours
  thankYouTitle: { id: 'portal.decline.thankYouTitle', defaultMessage: 'Thank you' },
  // ours: the decline error screen's title; its subtitle is the spec's "Something went wrong. Please try again later."
  errorTitle: { id: 'portal.decline.errorTitle', defaultMessage: 'We could not open this request' },
  // ours: the submission-completed title and subtitle
  completedTitle: { id: 'portal.decline.completedTitle', defaultMessage: 'Your answer is already in' },
  completedBody: {
    id: 'portal.decline.completedBody',
    defaultMessage: 'This request has been answered or closed. Contact {centre} if something needs to change.',
  },
  // ours
  toPortal: { id: 'portal.decline.toPortal', defaultMessage: 'Go to my applications' },
});

export const portalMessages = defineMessages({
  // ours: the closed-requests screen (re-enrolment not enabled)
  closedTitle: { id: 'portal.closed.title', defaultMessage: 'Re-enrollment is not open' },
  closedBody: {
    id: 'portal.closed.body',
    defaultMessage: 'Your center is not taking re-enrollment requests online right now. Please contact the center.',
  },
  // ours
  backToApplications: { id: 'portal.closed.back', defaultMessage: 'Back to applications' },
  // ours: a login page with no business to sign in to
  noBusiness: {
    id: 'portal.login.noBusiness',
    defaultMessage: 'Please open the sign-in link from your center’s website or email.',
  },
  // the spec's text for a rejected or invalid link
  linkUnavailable: { id: 'portal.link.unavailable', defaultMessage: 'This link is no longer available.' },
  // ours
  opening: { id: 'portal.link.opening', defaultMessage: 'Opening your request' },
});
