// The hosted page's routes the offer sends a family to (document 2, section 2). The element never reads the address
// bar: it is told its view and link code, and asks the host to move with cc-navigate.
export const offerRoutes = {
  /** Where the close buttons of the outcome screens go. */
  home: '/',
  /** The parent portal's dashboard, after its login. */
  portal: '/parent-portal',
  offer: (linkCode: string) => `/offer/${encodeURIComponent(linkCode)}`,
  print: (linkCode: string) => `/offer/${encodeURIComponent(linkCode)}/print`,
  /** The enrolment form that follows an accepted offer. */
  enrolmentForm: (linkCode: string) => `/offer/${encodeURIComponent(linkCode)}/enrolment-form`,
  /** Restart from an expired offer: back to the enquiry link the family came by. */
  enquiry: (linkCode: string) => `/inquiry/${encodeURIComponent(linkCode)}`,
};
