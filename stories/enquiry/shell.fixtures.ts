// Fixture data for the register and children step stories: step props per region and form values.
import { DEFAULT_FEATURE_FLAGS, type Region } from '@cc/core';
import { emptyChild, initialValues } from '../../packages/enquiry/src/form';
import type { EnquiryFormValues } from '../../packages/enquiry/src/form-values';
import type { EnquiryStepProps } from '../../packages/enquiry/src/steps/step-props';

export const TODAY = '2026-03-10';

const CENTRES: Record<Region, { id: string; name: string }> = {
  US: { id: 'c-us', name: 'Maple Grove Lincoln Park' },
  CA: { id: 'c-ca', name: 'Northern Lights Kitsilano' },
  AU: { id: 'c-au', name: 'Wattle Tree Fitzroy' },
};

export function shellStepProps(region: Region, audience: 'guardian' | 'centre' = 'guardian'): EnquiryStepProps {
  return {
    businessId: `b-${region.toLowerCase()}`,
    center: CENTRES[region],
    region,
    flags: DEFAULT_FEATURE_FLAGS,
    enrollmentSettings: {
      flowType: region === 'AU' ? 'INQUIRE_OFFER_ENROLLMENT' : 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
      isUseProgramGroup: false,
      isUsePerProgramGroupFees: false,
      currency: region === 'AU' ? 'AUD' : region === 'CA' ? 'CAD' : 'USD',
    },
    today: TODAY,
    audience,
  };
}

export type Fill = 'empty' | 'filled';

export function shellValues(region: Region, fill: Fill): EnquiryFormValues {
  const values = initialValues({ businessId: `b-${region.toLowerCase()}`, selectedCenter: CENTRES[region] });
  values.children = [emptyChild('child-1')];
  if (fill === 'empty') return values;
  const au = region === 'AU';
  return {
    ...values,
    firstName: au ? 'Olivia' : 'Ada',
    lastName: au ? 'Nguyen' : 'Lovelace',
    email: au ? 'olivia.nguyen@example.com' : 'ada.lovelace@example.com',
    phoneNumber: { number: au ? '+61 491 570 159' : '(773) 555-0123', type: 'Mobile' },
    familyReceivesSubsidy: false,
    children: [
      {
        ...emptyChild('child-1'),
        firstName: au ? 'Mia' : 'Byron',
        lastName: au ? 'Nguyen' : 'Lovelace',
        dateOfBirth: '2023-02-10',
      },
      {
        ...emptyChild('child-2'),
        firstName: au ? 'Leo' : 'Annabella',
        lastName: au ? 'Nguyen' : 'Lovelace',
        dateOfBirth: '2021-05-20',
      },
    ],
  };
}
