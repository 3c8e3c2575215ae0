import type { Selectable } from 'kysely';
import type { Database } from './database';

/**
 * Each table as a row reads back. Only the table-drift test (tables.test.ts) looks at it, through the TypeScript
 * compiler, to compare the hand-written table types with what the migrations built.
 */
export type SelectedDatabase = { [Table in keyof Database]: Selectable<Database[Table]> };
