/**
 * A field computed only when a query asks for it. graphql-js's default resolver calls a function it finds on the
 * parent object, so a parent built by a Query resolver can carry one; `once` makes the statement run once for every
 * object that shares it (a dashboard page's applications share one read of their positions).
 */
export function lazyField<T>(read: () => Promise<T>): T {
  return read as unknown as T;
}

export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}
