// Where the registration sends the family (document 1, section 2): the host page maps these routes.
export const registrationRoutes = {
  notFound: '/not-found',
  checkout: (linkCode: string) => `/registration-submission/${encodeURIComponent(linkCode)}`,
  home: '/',
};
