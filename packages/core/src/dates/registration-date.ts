// Only the registration formats dates this way; a module of its own keeps it out of the runtime every page loads.
import { formatWireDateAs } from './display';

/** The registration wizard shows a child's date of birth as MM/DD/YYYY whatever the region (document 1, section 9). */
export const REGISTRATION_DATE_FORMAT = 'MM/DD/YYYY';

export const formatRegistrationDate = (wireDate: string) => formatWireDateAs(wireDate, REGISTRATION_DATE_FORMAT);
