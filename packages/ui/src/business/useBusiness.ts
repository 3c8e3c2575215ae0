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
  const businessId =
    source && 'businessId' in source
      ? source.businessId
      : (link.data?.centersForLinkCode[0]?.businessId ?? center.data?.center.businessId);
  const settings = useQuery(BusinessSettingsDocument, {
    variables: { businessId: businessId ?? '' },
    skip: !businessId,
  });
  const noCentres = link.data !== undefined && link.data.centersForLinkCode.length === 0;
  return {
    businessId,
    settings: settings.data,
    loading: link.loading || center.loading || settings.loading,
    // A link that opens no centre is as unusable as an unknown one; there is nothing more to tell the family.
    error: link.error ?? center.error ?? settings.error ?? (noCentres ? {} : undefined),
  };
}
