// What a log line may say about an error or a request. Families type names, emails, phones and dates of birth, and
// drivers put the SQL text and its parameters on their errors (PGlite's carry `query` and `params`; pg's `detail`
// quotes the offending value), so errors are logged by kind, never by value.

/** SQLSTATE: five digits or capitals (`23505`, `42P01`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

export interface SafeError {
  type: string;
  /** The database's error class and condition, when the error came from the database. */
  sqlState?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Our own code's errors only: their messages and stacks name code, not data. */
  message?: string;
  stack?: string;
}

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return { type: typeof error };
  const e = error as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  const type = e.name || e.constructor?.name || 'Error';
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
    const names = (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9_]{1,63}$/.test(value) ? value : undefined;
    return { type, sqlState: e.code, constraint: names(e.constraint), table: names(e.table), column: names(e.column) };
  }
  return { type, message: e.message, stack: e.stack };
}

interface RequestLike {
  id?: unknown;
  method?: string;
  routeOptions?: { url?: string };
  url?: string;
}

/**
 * A request as the log shows it: the route pattern (`/inquiry/:linkCode`), never the URL, whose path can hold a
 * link code and whose query string (GET /graphql) holds variables.
 */
export function safeRequest(req: RequestLike): { id?: unknown; method?: string; route: string } {
  return { id: req.id, method: req.method, route: req.routeOptions?.url ?? '(no route)' };
}
