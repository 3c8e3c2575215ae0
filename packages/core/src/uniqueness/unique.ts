import type { FieldError } from '../validation/result';

export const UNIQUENESS_ERROR_KEYS = [
  'duplicate-email',
  'duplicate-values',
  'duplicate-primary-contact-email',
  'duplicate-contact',
  'child-already-added',
] as const;
export type UniquenessErrorKey = (typeof UNIQUENESS_ERROR_KEYS)[number];

export interface UniqueRule {
  /** The attribute compared, e.g. `email` or `crn`. */
  attribute: string;
  /** Overrides the default key: `duplicate-email` for the email attribute, `duplicate-values` otherwise. */
  messageKey?: string;
}

const comparable = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The unique validator: the attribute must be unique across all the given namespaces (lists of entries keyed by
 * their form path, e.g. `children` and `primaryContacts`), compared case-insensitively. Every entry that shares
 * its value with another is flagged, so each offending field shows the message. Blank values are left to the
 * `required` rule.
 */
export function uniqueAcrossNamespaces(
  namespaces: Record<string, ReadonlyArray<Record<string, unknown> | null | undefined>>,
  rule: UniqueRule,
): FieldError[] {
  const key = rule.messageKey ?? (rule.attribute === 'email' ? 'duplicate-email' : 'duplicate-values');
  const seen = new Map<string, number>();
  const entries: Array<{ path: string; value: string }> = [];
  for (const [namespace, list] of Object.entries(namespaces)) {
    list.forEach((entry, i) => {
      const value = comparable(entry?.[rule.attribute]);
      if (value === '') return;
      entries.push({ path: `${namespace}.${i}.${rule.attribute}`, value });
      seen.set(value, (seen.get(value) ?? 0) + 1);
    });
  }
  return entries.filter((e) => (seen.get(e.value) ?? 0) > 1).map((e) => ({ path: e.path, key }));
}

/** Primary contacts are unique by email ("Please use a different email address for each primary contact"). */
export function primaryContactEmailErrors(primaryContacts: ReadonlyArray<{ email?: string | null }>): FieldError[] {
  return uniqueAcrossNamespaces(
    { primaryContacts },
    { attribute: 'email', messageKey: 'duplicate-primary-contact-email' },
  );
}

/** Children and primary contacts are unique by CRN, across both lists. */
export function crnUniquenessErrors(
  children: ReadonlyArray<{ crn?: string | null }>,
  primaryContacts: ReadonlyArray<{ crn?: string | null }>,
): FieldError[] {
  return uniqueAcrossNamespaces({ children, primaryContacts }, { attribute: 'crn' });
}
