import { badInput } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function requireUuid(argument: string, value: string): string {
  if (!UUID.test(value)) throw badInput(argument, `${argument} must be a UUID, got "${value.slice(0, 40)}".`);
  return value.toLowerCase();
}

export function requireUuids(argument: string, values: readonly string[], max = 100): string[] {
  if (values.length > max) throw badInput(argument, `${argument} may hold at most ${max} ids.`);
  return values.map((v) => requireUuid(argument, v));
}

/** A real calendar date written YYYY-MM-DD (2027-02-30 is rejected). */
export function requireDate(argument: string, value: string): string {
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) {
    throw badInput(argument, `${argument} must be a date written YYYY-MM-DD, got "${value.slice(0, 40)}".`);
  }
  return value;
}

export function requireText(argument: string, value: string, maxLength = 200): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badInput(argument, `${argument} must not be empty.`);
  if (trimmed.length > maxLength) throw badInput(argument, `${argument} may be at most ${maxLength} characters.`);
  return trimmed;
}
