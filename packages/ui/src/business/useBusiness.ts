import { useQuery } from '@apollo/client/react';
import {
  BusinessSettingsDocument,
  CenterSummaryDocument,
  LinkBusinessDocument,
  type BusinessSettingsQuery,
} from './business.graphql.generated';

/** Where a flow learns its business: an id attribute, a link code, or a centre (centre-initiated, embedded). */
export type BusinessSource = { businessId: string } | { linkCode: string } | { centerId: string };

export interface BusinessState {
  businessId?: string;
  settings?: BusinessSettingsQuery;
  loading: boolean;
  error?: unknown;
}

/** The business behind the attributes, and its settings and flags. */
export function useBusiness(source: BusinessSource | undefined): BusinessState {
  const linkCode = source && 'linkCode' in source ? source.linkCode : undefined;
  const centerId = source && 'centerId' in source ? source.centerId : undefined;
  const link = useQuery(LinkBusinessDocument, { variables: { linkCode: linkCode ?? '' }, skip: !linkCode });
  const center = useQuery(CenterSummaryDocument, { variables: { centerId: centerId ?? '' }, skip: !centerId });
  const linked = link.data?.linkBusiness;
  const businessId =
    source && 'businessId' in source ? source.businessId : (linked?.businessId ?? center.data?.center.businessId);
  // A link's answer carries the settings already: asking again would be a second round trip before the first screen.
  const fromLink: BusinessSettingsQuery | undefined = linked && {
    enrollmentSettings: linked.enrollmentSettings,
    featureFlags: linked.featureFlags,
  };
  const settings = useQuery(BusinessSettingsDocument, {
    variables: { businessId: businessId ?? '' },
    skip: !businessId || linkCode !== undefined,
  });
  return {
    businessId,
    settings: fromLink ?? settings.data,
    loading: link.loading || center.loading || settings.loading,
    // An unknown, expired or centreless link is one answer from the server; there is nothing more to tell the family.
    error: link.error ?? center.error ?? settings.error,
  };
}
