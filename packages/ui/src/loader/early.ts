// A flow's first screen cannot ask the server anything until the runtime has arrived and run: on a phone's network
// that is most of the page's wait. What the first screen asks for is known from the element's attributes (the
// business behind a link code, an offer), so the loader asks for it as soon as it sees the element, and the widget's
// JSON link takes that answer instead of sending the same request again. Only queries, only the exact same request
// (endpoint, token, operation, trusted-document hash, variables), each answer taken once, and what nobody took is
// dropped when the element reports cc-ready, so an old answer never stands in for a later question.

/**
 * As the build writes a flow's `cc.early` (package.json): [operation name, trusted-document hash, variable ->
 * the attribute it is read from (a string), or the value the screen always sends (null, a number, an object)].
 */
export type EarlyOperation = [name: string, hash: string, variables: Record<string, unknown>];

export interface EarlyRule {
  /** The `view` attributes this applies to; "" is an element without one. */
  views: string[];
  /** Attributes that must be present and non-empty; "token" is the bearer token, as property or attribute. */
  requires: string[];
  operations: EarlyOperation[];
}

export interface EarlyAnswer {
  tag: string;
  response: Promise<Response>;
}

/** The requests the loader sent early, by earlyKey. Lives on window.__ccWidgets, shared by the loader and runtime. */
export type EarlyAnswers = Map<string, EarlyAnswer>;

/** JSON with object keys sorted and undefined left out, so two equal requests give one string. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The body of a trusted-document request (the persisted-operations convention the server speaks). */
export function persistedBody(operationName: string | undefined, variables: unknown, sha256Hash: string) {
  return { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } };
}

/** How every operation goes to the server, early or not: a JSON POST without cookies, the token in a header. */
export function postOperation(
  fetchImpl: typeof fetch,
  uri: string,
  body: unknown,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Response> {
  return fetchImpl(uri, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
}

export function earlyKey(uri: string, authorization: string | undefined, body: unknown): string {
  return `${new URL(uri, location.href).href}\n${authorization ?? ''}\n${stableJson(body)}`;
}

/** The bearer token the widget will send: the property the hosted page sets, else the attribute. */
function authorizationOf(element: Element): string | undefined {
  const property = (element as Element & { token?: unknown }).token;
  const token = typeof property === 'string' ? property : element.getAttribute('token');
  return token ? `Bearer ${token}` : undefined;
}

/** Sends the first rule's operations that fits the element's attributes; nothing when none does. */
export function sendEarly(
  element: Element,
  rules: readonly EarlyRule[] | undefined,
  apiDefault: string,
  answers: EarlyAnswers,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): void {
  const attribute = (name: string) => element.getAttribute(name) || undefined;
  const view = attribute('view') ?? '';
  const authorization = authorizationOf(element);
  const present = (name: string) => (name === 'token' ? authorization : attribute(name));
  const rule = rules?.find((r) => r.views.includes(view) && r.requires.every(present));
  if (!rule) return;
  const uri = attribute('api') ?? apiDefault;
  for (const [name, hash, variableSources] of rule.operations) {
    const variables = Object.fromEntries(
      Object.entries(variableSources).map(([variable, from]) => [
        variable,
        typeof from === 'string' ? attribute(from) : from,
      ]),
    );
    const body = persistedBody(name, variables, hash);
    const key = earlyKey(uri, authorization, body);
    if (answers.has(key)) continue;
    const response = postOperation(fetchImpl, uri, body, authorization ? { authorization } : {});
    // Nobody may take it (the widget asked otherwise); an unread failure must not reach the console as unhandled.
    response.catch(() => undefined);
    answers.set(key, { tag: element.localName, response });
  }
}

/**
 * The early answer to exactly this request, once; later the widget asks the server itself. `key` is called only
 * while answers wait, so a page's later requests pay nothing for this.
 */
export function takeEarly(answers: EarlyAnswers | undefined, key: () => string): Promise<Response> | undefined {
  if (!answers?.size) return undefined;
  const wanted = key();
  const found = answers.get(wanted);
  if (!found) return undefined;
  answers.delete(wanted);
  return found.response;
}

/** Forgets what a tag's element did not take by the time it was ready. */
export function dropEarly(answers: EarlyAnswers, tag: string): void {
  for (const [key, answer] of answers) if (answer.tag === tag) answers.delete(key);
}
