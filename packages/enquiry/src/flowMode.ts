// Where an enquiry starts, from the element's attributes (the hosted page sets `view` from its route table; an
// embedding page sets the ids). Elements never read the URL themselves.
//   landing            /inquiry/{linkCode}: the landing page; Start goes to centre selection.
//   new                /inquiry/new/{linkCode}: centre selection from the link's centres, then the form.
//   form               /inquiry/form: the business from business-id, else from the link code the landing page
//                      kept; the centre from center-id, else the draft's, else centre selection.
//   center-initiated   /c-inquiry/{cId}[/staff/{staffId}]: the centre's business, centre selection with that
//                      centre chosen, then the form; a staff id marks it centre-initiated (createdBy, audience).
// Embedded without a view: center-id and staff-id act as center-initiated; center-id alone opens the form for
// that centre; link-code or business-id open centre selection.

import type { BusinessSource } from '@cc/ui';

export interface FlowAttributes {
  view?: string;
  linkCode?: string;
  businessId?: string;
  centerId?: string;
  staffId?: string;
}

export type FlowStart =
  | { screen: 'landing'; linkCode: string }
  | {
      screen: 'select';
      business: BusinessSource;
      linkCode?: string;
      initialCenterId?: string;
      staffId?: string;
    }
  | { screen: 'form'; business: BusinessSource; linkCode?: string; centerId: string; staffId?: string }
  | { screen: 'invalid' };

export function flowStart(attributes: FlowAttributes, rememberedLinkCode?: string): FlowStart {
  const { view, linkCode, businessId, centerId, staffId } = attributes;
  switch (view) {
    case 'landing':
      return linkCode ? { screen: 'landing', linkCode } : { screen: 'invalid' };
    case 'new':
      return linkCode ? { screen: 'select', business: { linkCode }, linkCode } : { screen: 'invalid' };
    case 'form': {
      const code = linkCode ?? (businessId ? undefined : rememberedLinkCode);
      const business: BusinessSource | undefined = businessId
        ? { businessId }
        : code
          ? { linkCode: code }
          : centerId
            ? { centerId }
            : undefined;
      if (!business) return { screen: 'invalid' };
      return centerId
        ? { screen: 'form', business, linkCode: code, centerId, staffId }
        : { screen: 'select', business, linkCode: code, staffId };
    }
    case 'center-initiated':
      return centerId
        ? { screen: 'select', business: { centerId }, initialCenterId: centerId, staffId }
        : { screen: 'invalid' };
    case undefined:
      if (centerId && staffId) {
        return { screen: 'select', business: { centerId }, initialCenterId: centerId, staffId };
      }
      if (centerId) {
        return {
          screen: 'form',
          business: businessId ? { businessId } : { centerId },
          linkCode,
          centerId,
        };
      }
      if (linkCode) return { screen: 'select', business: { linkCode }, linkCode };
      if (businessId) return { screen: 'select', business: { businessId } };
      return { screen: 'invalid' };
    default:
      return { screen: 'invalid' };
  }
}

/** The routes the hosted page maps back to this element, for cc-navigate. */
export const enquiryRoutes = {
  landing: (linkCode: string) => `/inquiry/${encodeURIComponent(linkCode)}`,
  newEnquiry: (linkCode: string) => `/inquiry/new/${encodeURIComponent(linkCode)}`,
  home: '/',
  /** Where the program form flow continues once its offer is made with the enquiry. */
  offer: (linkCode: string) => `/offer/${encodeURIComponent(linkCode)}`,
} as const;
