// A form the page opens at a centre (<cc-enquiry center-id>, /inquiry/form with center-id) waits for that centre's
// settings and the phone rules. Asked once the business has answered, they would be one more round trip and one more
// download after it; asked here, as the element starts, they travel beside the business.
import { useEffect } from 'react';
import type { Region } from '@cc/core';
import { loadPhoneRules, useQuery } from '@cc/ui';
import { EnquiryCenterSettingsDocument, EnquiryCentreStartDocument } from '../enquiryFlow.graphql.generated';
import type { FlowStart } from '../flowMode';

/** The centre's settings, asked for before the form mounted (FormScreen uses them instead of asking again). */
export interface EarlyCentreStart {
  centerId: string;
  askFamilyAboutSubsidy?: boolean;
  loading: boolean;
  error?: Error;
}

export function useEarlyCentreStart(start: FlowStart, region: Region): EarlyCentreStart | undefined {
  const form = start.screen === 'form' ? start : undefined;
  const byCentre = form && 'centerId' in form.business ? form.centerId : undefined;
  const byBusiness = form && 'businessId' in form.business ? form.business.businessId : undefined;
  const centreStart = useQuery(EnquiryCentreStartDocument, {
    variables: { centerId: byCentre ?? '', centerIds: [byCentre ?? ''] },
    skip: byCentre === undefined,
    // Kept out of the cache: businessFor has no id, and this answer would replace useBusiness's (the business and its
    // settings) there instead of adding to it.
    fetchPolicy: 'no-cache',
  });
  // Known business: the form's own query, sent now; the form finds it in flight or answered (same variables).
  useQuery(EnquiryCenterSettingsDocument, {
    variables: { businessId: byBusiness ?? '', centerIds: [form?.centerId ?? ''] },
    skip: byBusiness === undefined || form === undefined,
  });
  useEffect(() => {
    // A failure shows when the form itself asks for the rules.
    if (form) loadPhoneRules(region).catch(() => undefined);
  }, [form, region]);
  if (byCentre === undefined) return undefined;
  const found = centreStart.data?.businessFor;
  return {
    centerId: byCentre,
    askFamilyAboutSubsidy: found?.centerSettings.find((s) => s.centerId === byCentre)?.askFamilyAboutSubsidy,
    loading: centreStart.loading,
    error: centreStart.error,
  };
}
