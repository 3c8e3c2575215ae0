// The hosted page's routes the portal sends a parent to (document 2, section 2). The portal never reads the
// address bar: it is told its view and link code, and asks the host to move with cc-navigate.
import { portalLoginPath } from '@cc/core';

export const portalRoutes = {
  dashboard: '/parent-portal',
  reEnrolment: '/parent-portal/re-enrolment',
  closedRequests: '/parent-portal/closed-requests',
  centreLink: (linkCode: string) => `/parent-portal/login/${encodeURIComponent(linkCode)}`,
  offer: (linkCode: string) => `/offer/${encodeURIComponent(linkCode)}`,
  /** The parent's last submitted enrolment form, to update. */
  updateEnrolmentFormLatest: '/parent-portal/updateEnrolmentForm',
  updateEnrolmentForm: (businessId: string, centerId: string, correlationId: string) =>
    `/parent-portal/updateEnrolmentForm/business/${businessId}/center/${centerId}/correlation/${correlationId}`,
  /** The login page, coming back to `redirect` once signed in; the business and what the centre knows ride along. */
  login: portalLoginPath,
};

/** The business a parent last signed in to on this device, so /parent-portal alone can offer the right login. */
export const LAST_BUSINESS_KEY = 'cc.portal.business';
