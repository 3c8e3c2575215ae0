import type { FieldOption, FormFieldType } from './definition';

/** The repeated sections the base set's selectors choose from (document 2, section 9). */
export const CHILDREN_SECTION = 'children';
export const CONTACT_SECTIONS = ['primaryContacts', 'secondaryContacts'] as const;

const items = (values: unknown, section: string): Array<Record<string, unknown>> => {
  const list = (values as Record<string, unknown> | null | undefined)?.[section];
  return Array.isArray(list) ? list.filter((item) => item !== null && typeof item === 'object') : [];
};

const nameOf = (item: Record<string, unknown>) =>
  [item.firstName, item.lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');

/**
 * What a ChildrenSelector or ContactSelector offers with these answers: the form's children, or its contacts, by
 * their ids (an item without a name yet is left out: the family cannot tell it apart). The widget draws these and the
 * server accepts only these.
 */
export function selectorChoices(values: unknown, type: FormFieldType): FieldOption[] {
  const sections =
    type === 'ChildrenSelector' ? [CHILDREN_SECTION] : type === 'ContactSelector' ? CONTACT_SECTIONS : [];
  return sections.flatMap((section) =>
    items(values, section).flatMap((item) =>
      typeof item.id === 'string' && nameOf(item) !== '' ? [{ value: item.id, label: nameOf(item) }] : [],
    ),
  );
}
