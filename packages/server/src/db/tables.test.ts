// The table types in modules/*/*.table.ts are written by hand; this test reads them with the TypeScript compiler and
// compares them with the tables the migrations build (on a fresh embedded database), so neither can drift: every
// table and column on both sides, the same nullability, and a compatible kind of value.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import ts from 'typescript';
import { sql } from 'kysely';
import { connectPGlite } from './connect';
import { migrateToLatest } from './migrate';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Kind = 'string' | 'number' | 'boolean' | 'date' | 'json';
interface Column {
  nullable: boolean;
  kinds: Set<Kind>;
}
type Shape = Map<string, Map<string, Column>>;

const SQL_KINDS: Record<string, Kind> = {
  uuid: 'string',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  smallint: 'number',
  date: 'string',
  integer: 'number',
  bigint: 'number',
  numeric: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  jsonb: 'json',
  // Arrays read back as JavaScript arrays: objects, like jsonb.
  ARRAY: 'json',
};

function declaredShape(): Shape {
  const file = fileURLToPath(new URL('./database-shape.ts', import.meta.url));
  const program = ts.createProgram([file], {
    strict: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  const database = checker.getTypeAtLocation(alias.name);
  const shape: Shape = new Map();
  for (const table of checker.getPropertiesOfType(database)) {
    const columns = new Map<string, Column>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      const type = checker.getTypeOfSymbol(column);
      const parts = type.isUnion() ? type.types : [type];
      const kinds = new Set<Kind>();
      let nullable = false;
      for (const part of parts) {
        if (part.flags & ts.TypeFlags.Null) nullable = true;
        else if (part.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral)) kinds.add('string');
        else if (part.flags & ts.TypeFlags.NumberLike) kinds.add('number');
        else if (part.flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
        else if (checker.typeToString(part) === 'Date') kinds.add('date');
        else kinds.add('json');
      }
      columns.set(column.name, { nullable, kinds });
    }
    shape.set(table.name, columns);
  }
  return shape;
}

async function migratedShape(): Promise<Shape> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-tables-'));
  const handle = await connectPGlite(dir);
  try {
    await migrateToLatest(handle.db);
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string; data_type: string }>`
      select table_name, column_name, is_nullable, data_type from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(handle.db);
    const shape: Shape = new Map();
    for (const row of rows) {
      const kind = SQL_KINDS[row.data_type];
      assert.ok(kind, `${row.table_name}.${row.column_name} has a SQL type this test does not know: ${row.data_type}`);
      if (!shape.has(row.table_name)) shape.set(row.table_name, new Map());
      shape.get(row.table_name)!.set(row.column_name, { nullable: row.is_nullable === 'YES', kinds: new Set([kind]) });
    }
    return shape;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the table types match the tables the migrations build', async () => {
  const [declared, migrated] = [declaredShape(), await migratedShape()];
  assert.deepEqual([...declared.keys()].sort(), [...migrated.keys()].sort(), 'tables in Database vs migrations');
  const problems: string[] = [];
  for (const [table, columns] of migrated) {
    const typed = declared.get(table)!;
    const names = new Set([...columns.keys(), ...typed.keys()]);
    for (const name of names) {
      const real = columns.get(name);
      const written = typed.get(name);
      if (!real) problems.push(`${table}.${name} is typed but no migration creates it`);
      else if (!written) problems.push(`${table}.${name} exists in the database but not in its table type`);
      else {
        if (real.nullable !== written.nullable) {
          problems.push(`${table}.${name}: the database says ${real.nullable ? '' : 'not '}null, the type disagrees`);
        }
        const [kind] = real.kinds;
        if (!written.kinds.has(kind!)) {
          problems.push(
            `${table}.${name}: the database holds ${kind}, the type says ${[...written.kinds].join(' | ')}`,
          );
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});
