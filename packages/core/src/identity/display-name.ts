/** A person as the widgets name them ("Ava Smith"): first and last name, trimmed, either left out when blank. */
export const personDisplayName = (person: { firstName: string; lastName: string }): string =>
  [person.firstName.trim(), person.lastName.trim()].filter(Boolean).join(' ');
