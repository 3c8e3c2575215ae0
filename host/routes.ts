// The hosted page's route table: each documented path (spec documents 1 and 2, section 2) mapped to the
// element that serves it and the attributes it needs. Isomorphic: the server uses it to decide what to answer,
// the browser client uses it to build the element. Elements never read window.location themselves.

import type { WidgetTag } from '@cc/core/flows';

export { WIDGET_TAGS, type WidgetTag } from '@cc/core/flows';

/** Attribute names a route may fill from a path segment (kebab-case, as the element contract spells them). */
export type RouteAttribute = 'link-code' | 'business-id' | 'center-id' | 'staff-id' | 'correlation-id';

export interface RouteDefinition {
  /** Path pattern; `:name` matches one non-empty segment. */
  pattern: string;
  tag: WidgetTag;
  /** Which screen of the flow this route opens. */
  view: string;
  /** Path parameter name -> attribute it fills. */
  params?: Record<string, RouteAttribute>;
  /** Its screen is not built yet: the page answers 404 even though the element has landed. */
  pending?: true;
}

export interface RouteMatch {
  route: RouteDefinition;
  tag: WidgetTag;
  attributes: Record<string, string>;
}

export const ROUTES: readonly RouteDefinition[] = [
  // Document 1: enquiry.
  { pattern: '/inquiry/form', tag: 'cc-enquiry', view: 'form' },
  { pattern: '/inquiry/new/:linkCode', tag: 'cc-enquiry', view: 'new', params: { linkCode: 'link-code' } },
  { pattern: '/inquiry/:linkCode', tag: 'cc-enquiry', view: 'landing', params: { linkCode: 'link-code' } },
  { pattern: '/c-inquiry/:cId', tag: 'cc-enquiry', view: 'center-initiated', params: { cId: 'center-id' } },
  {
    pattern: '/c-inquiry/:cId/staff/:staffId',
    tag: 'cc-enquiry',
    view: 'center-initiated',
    params: { cId: 'center-id', staffId: 'staff-id' },
  },
  // Document 1 registration, document 2 checkout.
  {
    pattern: '/registration/:linkCode',
    tag: 'cc-registration',
    view: 'registration',
    params: { linkCode: 'link-code' },
  },
  {
    pattern: '/registration-submission/:linkCode',
    tag: 'cc-registration',
    view: 'checkout',
    params: { linkCode: 'link-code' },
  },
  // Document 2: offer, payment, enrolment form.
  { pattern: '/offer/:actionCode', tag: 'cc-offer', view: 'offer', params: { actionCode: 'link-code' } },
  { pattern: '/offer/:actionCode/print', tag: 'cc-offer', view: 'print', params: { actionCode: 'link-code' } },
  { pattern: '/payment', tag: 'cc-offer', view: 'payment' },
  {
    pattern: '/offer/:actionCode/enrolment-form',
    tag: 'cc-offer',
    view: 'enrolment-form',
    params: { actionCode: 'link-code' },
  },
  { pattern: '/preview/:hash', tag: 'cc-offer', view: 'preview', params: { hash: 'link-code' } },
  // The portal's update of a submitted form: the parent signs in there.
  { pattern: '/parent-portal/updateEnrolmentForm', tag: 'cc-portal', view: 'update-enrolment-form' },
  {
    pattern: '/parent-portal/updateEnrolmentForm/business/:businessId/center/:centerId/correlation/:correlationId',
    tag: 'cc-portal',
    view: 'update-enrolment-form',
    params: { businessId: 'business-id', centerId: 'center-id', correlationId: 'correlation-id' },
  },
  // Document 2: parent portal (re-enrolment starts here too, document 1).
  { pattern: '/parent-portal', tag: 'cc-portal', view: 'dashboard' },
  { pattern: '/parent-portal/re-enrolment', tag: 'cc-portal', view: 're-enrolment' },
  { pattern: '/parent-portal/login', tag: 'cc-portal', view: 'login' },
  { pattern: '/parent-portal/login/:linkCode', tag: 'cc-portal', view: 'login', params: { linkCode: 'link-code' } },
  { pattern: '/parent-portal/decline/:linkCode', tag: 'cc-portal', view: 'decline', params: { linkCode: 'link-code' } },
  { pattern: '/parent-portal/inquiry/success', tag: 'cc-portal', view: 'inquiry-success', pending: true },
  { pattern: '/parent-portal/closed-requests', tag: 'cc-portal', view: 'closed-requests' },
];

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchRoute(route: RouteDefinition, parts: string[]): Record<string, string> | null {
  const pattern = segments(route.pattern);
  if (pattern.length !== parts.length) return null;
  const attributes: Record<string, string> = { view: route.view };
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = parts[i] as string;
    if (!want.startsWith(':')) {
      if (want !== got) return null;
      continue;
    }
    const attribute = route.params?.[want.slice(1)];
    if (!attribute) throw new Error(`Route ${route.pattern} has no attribute for parameter ${want}.`);
    attributes[attribute] = got;
  }
  return attributes;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The element and attributes for a pathname, or null when no documented route matches.
 * Literal routes win over parameterised ones (e.g. /inquiry/form over /inquiry/:linkCode) by table order.
 */
export function match(pathname: string): RouteMatch | null {
  const decoded = segments(pathname).map(decodeSegment);
  if (decoded.some((s) => s === null || s === '')) return null;
  const parts = decoded as string[];
  for (const route of ROUTES) {
    const attributes = matchRoute(route, parts);
    if (attributes) return { route, tag: route.tag, attributes };
  }
  return null;
}

/** The portal's login link carries where to go after signing in, the encoded state, and the business. */
const PORTAL_QUERY_ATTRIBUTES: Record<string, string> = {
  redirect: 'redirect',
  state: 'login-state',
  businessId: 'business-id',
};

/**
 * Query parameters the hosted page turns into attributes: debug mode for any element (the spec lets it be set from
 * the URL), and for the portal the login link's redirect, state and business.
 */
export function queryAttributes(search: string, tag?: WidgetTag): Record<string, string> {
  const params = new URLSearchParams(search);
  const attributes: Record<string, string> = {};
  const debug = params.get('debug');
  if (debug !== null && debug !== 'false' && debug !== '0') attributes.debug = '';
  if (tag === 'cc-portal') {
    for (const [param, attribute] of Object.entries(PORTAL_QUERY_ATTRIBUTES)) {
      const value = params.get(param);
      if (value) attributes[attribute] = value;
    }
  }
  // /payment carries no code in its path: the spec lets the link code come as a query parameter there.
  if (tag === 'cc-offer') {
    const linkCode = params.get('linkCode');
    if (linkCode) attributes['link-code'] = linkCode;
  }
  return attributes;
}
