// The server checks that run beside the form (person exists, known child), shared by the pages that show their
// messages and the wizard that blocks on them. Stories and page tests get the quiet default: nothing checked.
import { createContext, useContext } from 'react';
import type { KnownChildren } from './steps/children/useKnownChildren';
import type { PersonCheck } from '@cc/ui';

export interface EnquiryChecks {
  person: PersonCheck;
  /** Runs the person check again for the values in the form (after a failed check). */
  retryPersonCheck(): void;
  /** The centre and its phone number as the region writes it: the way forward when the family is already known. */
  centre: { name: string; phone?: string; dial?: string };
  knownChildren: KnownChildren;
  /** The known-child message's Go Back: to the enquiry's first page (the landing page when there is a link). */
  goBack(): void;
  /** A guardian the business knows: to the parent portal's login, with the email typed. */
  logIn?(): void;
}

const NOTHING: EnquiryChecks = {
  person: { state: { status: 'idle' }, checkNow: async () => ({ status: 'idle' }) },
  retryPersonCheck: () => undefined,
  centre: { name: '' },
  knownChildren: { knownKeys: new Set(), checkingKeys: new Set() },
  goBack: () => undefined,
};

export const EnquiryChecksContext = createContext<EnquiryChecks>(NOTHING);

export const useEnquiryChecks = (): EnquiryChecks => useContext(EnquiryChecksContext);
