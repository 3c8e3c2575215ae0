import { createContext, useContext } from 'react';

/**
 * Errors show under a field once it was touched, and everywhere once the family pressed Next on a step that has
 * errors (the spec's "explicit error display"). The wizard provides the switch; every field and step reads it.
 */
export const ShowErrorsContext = createContext(false);

export const useShowErrors = (): boolean => useContext(ShowErrorsContext);
