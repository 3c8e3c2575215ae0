import { useQuery } from '@apollo/client/react';
import {
  BusinessSettingsDocument,
  CenterSummaryDocument,
  BusinessForDocument,
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
  // A link or a centre answers with its business's settings too: asking for them after would be a second round trip
  // before the first screen. The centre's own summary (its header, its zone) comes beside it.
  const owner = useQuery(BusinessForDocument, { variables: { linkCode, centerId }, skip: !linkCode && !centerId });
  const center = useQuery(CenterSummaryDocument, { variables: { centerId: centerId ?? '' }, skip: !centerId });
  const found = owner.data?.businessFor;
  const businessId = source && 'businessId' in source ? source.businessId : found?.businessId;
  const fromOwner: BusinessSettingsQuery | undefined = found && {
    enrollmentSettings: found.enrollmentSettings,
    featureFlags: found.featureFlags,
  };
  const settings = useQuery(BusinessSettingsDocument, {
    variables: { businessId: businessId ?? '' },
    skip: !businessId || linkCode !== undefined || centerId !== undefined,
  });
  return {
    businessId,
    settings: fromOwner ?? settings.data,
    loading: owner.loading || center.loading || settings.loading,
    // An unknown, expired or centreless link, or an unknown centre, is one answer from the server; there is nothing
    // more to tell the family.
    error: owner.error ?? center.error ?? settings.error,
  };
}
