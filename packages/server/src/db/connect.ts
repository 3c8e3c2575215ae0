import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { PGliteDialect } from './pglite-dialect';
import { lockDataDir, type DataDirLock } from './lock';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /**
   * Plain SQL for the job library (pg-boss), which brings its own statements, some of them several in one string.
   * On the embedded store it waits its turn on the one connection like every Kysely query does.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Closes the database and, for the embedded store, releases DATA_DIR. */
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const keepDate = (value: string) => value;
const toNumber = (value: string) => Number(value);

// Dates stay YYYY-MM-DD strings (no time-zone shift); counts come back as numbers on both drivers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return keepDate;
    if (oid === INT8_OID) return toNumber;
    return pg.types.getTypeParser(oid, format);
  },
};

export interface ConnectOptions {
  /** Told of every SQL statement run (query counts in tests and benches); nothing about the statement is passed. */
  onQuery?: () => void;
}

const queryLog = ({ onQuery }: ConnectOptions): { log?: (event: LogEvent) => void } =>
  onQuery ? { log: (event) => void (event.level === 'query' && onQuery()) } : {};

export function connectPostgres(databaseUrl: string, options: { max?: number } & ConnectOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.max ?? 10, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(options) });
  return {
    kind: 'postgres',
    db,
    executeSql: (text, values) => pool.query(text, values),
    close: () => db.destroy(),
  };
}

/** Opens the embedded PostgreSQL under `<dataDir>/pglite`, holding the DATA_DIR lock while open. */
export async function connectPGlite(dataDir: string, options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const lock: DataDirLock = lockDataDir(dataDir);
  try {
    const store = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      parsers: { [DATE_OID]: keepDate, [INT8_OID]: toNumber },
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(store), ...queryLog(options) });
    return {
      kind: 'pglite',
      db,
      // Holding a Kysely connection holds the dialect's lock, so these statements never land inside a transaction
      // another caller has open. Several statements in one string need PGlite's simple-protocol exec.
      executeSql: (text, values) =>
        db.connection().execute(async () => {
          if (values?.length) return store.query(text, values);
          const results = await store.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        }),
      async close() {
        try {
          await db.destroy();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function connect(
  config: { dataDir: string; databaseUrl?: string },
  options: ConnectOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl ? connectPostgres(config.databaseUrl, options) : connectPGlite(config.dataDir, options);
}
