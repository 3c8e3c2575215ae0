import { createContext } from 'react';

/**
 * Whether the family choosing is new to the business: the cycle types depend on it (biweekly is for new US
 * families only). The enquiry's families are new (the default); a re-enrolling family provides false.
 */
export const NewFamilyContext = createContext(true);
