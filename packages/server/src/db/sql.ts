import { sql, type RawBuilder } from 'kysely';

/**
 * A column compared the way people type names: trimmed, any case. Pair it with `matchKey` from @cc/core on the
 * value side so the database and the widget agree on what "the same name" means.
 */
export function lowerTrim(column: string): RawBuilder<string> {
  return sql<string>`lower(trim(${sql.ref(column)}))`;
}

/** A column compared case-insensitively (emails: surrounding spaces are already trimmed on the way in). */
export function lower(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}
