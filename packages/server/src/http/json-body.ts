import type { FastifyInstance } from 'fastify';

/**
 * Objects and lists one JSON body may hold. Parsing is synchronous: a 1 MB body of 340,000 `{}` takes 30 to 60 ms of
 * this machine's event loop before any limit in the schema can look at it, and every other family's request waits
 * meanwhile. The widgets' largest request (an enrolment form, whose answers travel as one JSON string) holds a few
 * hundred; strings are skipped, so what a family types never counts.
 */
export const MAX_JSON_CONTAINERS = 10_000;
export const TOO_MANY_CONTAINERS_MESSAGE = 'The request holds too many objects and lists.';

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_BRACE = 123; // {
const OPEN_BRACKET = 91; // [

/** Counts `{` and `[` outside strings, stopping as soon as the count passes max (one pass, no allocation). */
export function countContainers(text: string, max: number): number {
  let count = 0;
  let inString = false;
  // Stryker disable next-line EqualityOperator: the code past the end is NaN, which is neither a quote nor a bracket
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++count > max) return count;
    }
  }
  return count;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the container count. */
export function limitJsonBodies(app: FastifyInstance, max = MAX_JSON_CONTAINERS): void {
  // Stryker disable next-line StringLiteral: 'error' is also what Fastify does when told nothing; said here on purpose
  const parse = app.getDefaultJsonParser('error', 'error');
  // Replaces Fastify's built-in JSON parser (a scope that wants the raw text removes this one: payment-webhook.route.ts).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (countContainers(text, max) > max) {
      done(Object.assign(new Error(TOO_MANY_CONTAINERS_MESSAGE), { statusCode: 400 }), undefined);
      return;
    }
    parse(req, text, done);
  });
}
