/**
 * Paths of addresses with a first line and no state (document 2: reported to the server log as a warning before
 * saving, nothing shown to the family). Walks the answers, not the definition, so a group's address is found too.
 */
export function addressesWithoutState(answers: unknown, path = '', depth = 0): string[] {
  if (depth > 8 || answers === null || typeof answers !== 'object') return [];
  const record = answers as Record<string, unknown>;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if ('address1' in record && filled(record.address1) && !filled(record.state)) return [path];
  return Object.entries(record).flatMap(([key, value]) =>
    addressesWithoutState(value, path ? `${path}.${key}` : key, depth + 1),
  );
}
