import type { Region } from '@cc/core';
import { coreMessagesFor } from './validation';
import type { sharedMessages, termMessages } from './sharedMessages';

type MessageId =
  (typeof sharedMessages)[keyof typeof sharedMessages]['id'] | (typeof termMessages)[keyof typeof termMessages]['id'];

/** Extra catalogues other packages contribute (their own defineMessages ids), merged over the defaults. */
export type MessageCatalogue = Record<string, string>;

/**
 * Where a region's wording departs from the US defaults. The spec: Australia says centre, enrol,
 * fortnightly, CCS subsidy, CRN, BSB, complying written agreement; Canada writes centre.
 */
export const REGION_MESSAGES: Record<Region, Partial<Record<MessageId, string>>> = {
  US: {},
  CA: {
    'term.center': 'centre',
    'term.schoolOrCenter': 'school or centre',
    'shared.enrolmentFormInfo':
      'Your place will not be confirmed until this form is completed and reviewed by the centre.',
  },
  AU: {
    'term.center': 'centre',
    'term.schoolOrCenter': 'centre',
    'term.enroll': 'enrol',
    'term.enrollment': 'enrolment',
    'term.biweekly': 'fortnightly',
    'term.subsidy': 'CCS subsidy',
    'term.customerReference': 'CRN',
    'term.bankCode': 'BSB',
    'term.careAgreement': 'complying written agreement',
    'shared.enrolmentFormInfo':
      'Your place will not be confirmed until this form is completed and reviewed by the centre.',
  },
};

/** BCP 47 tag for a locale in a region, e.g. en + AU -> en-AU; a locale that names its own region wins. */
export function intlLocale(locale: string, region: Region): string {
  return locale.includes('-') ? locale : `${locale}-${region}`;
}

export function messagesFor(region: Region, extra: Partial<Record<Region, MessageCatalogue>> = {}): MessageCatalogue {
  // Core validators return error keys; their texts are message ids here, so `formatMessage({ id: key })` works.
  return { ...coreMessagesFor(region), ...REGION_MESSAGES[region], ...extra[region] };
}

/** US wording is the default message itself, so a missing translation is expected, not an error. */
export function reportIntlError(error: { code: string; message: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}
