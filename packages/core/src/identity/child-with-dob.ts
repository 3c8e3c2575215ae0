import { object, refine, string } from 'superstruct';
import { WireDate } from '../dates';

const MAX_NAME = 100;

/** A first or last name: not blank, at most 100 characters (blank is reported as `required`). */
export const PersonName = refine(string(), 'person-name', (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length <= MAX_NAME || 'name-too-long';
});

/** A child a family types in: the shape the programs step and the enquiry send, checked alike on both sides. */
export const ChildWithDob = object({ firstName: PersonName, lastName: PersonName, dateOfBirth: WireDate });

export const CHILD_ERROR_KEYS = ['name-too-long'] as const;
export type ChildErrorKey = (typeof CHILD_ERROR_KEYS)[number];
