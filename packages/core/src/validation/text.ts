// Text a family types is stored, printed on forms and shown to staff. Some characters never belong in it and only
// cause harm: control characters (NUL breaks PostgreSQL text; others corrupt exports), Unicode bidi overrides and
// isolates (they make "txt.exe" display as "exe.txt"), and lone surrogates (not text at all). They are validation
// errors with their own key, on the client and the server alike.

/** Tab, line feed and carriage return are allowed only where text may span lines. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const UNSAFE_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|\p{Cs}/u;
const UNSAFE_MULTI_LINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]|\p{Cs}/u;
/* eslint-enable no-control-regex */

export const TEXT_ERROR_KEY = 'text-invalid-characters';

export function hasUnsafeCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? UNSAFE_MULTI_LINE : UNSAFE_SINGLE_LINE).test(value);
}

/** Dotted paths of every string inside `value` (objects, arrays) that holds an unsafe character. */
export function unsafeTextPaths(value: unknown, path = '', multiLine = true): string[] {
  if (typeof value === 'string') return hasUnsafeCharacters(value, multiLine) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => unsafeTextPaths(item, path ? `${path}.${i}` : `${i}`, multiLine));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      unsafeTextPaths(item, path ? `${path}.${key}` : key, multiLine),
    );
  }
  return [];
}
