import { expect } from '@open-wc/testing';
import { ApolloClient, InMemoryCache, execute, gql, toPromise } from '@apollo/client/core';
import { BusinessSettingsDocument } from '../business/business.graphql.generated';
import { errorMessages } from './errorMessages';
import { jsonLink, trustedHash } from './jsonLink';

interface Sent {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

/** A fetch that answers `status` with `answer`, recording what the link sent. */
function server(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), init, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const settings = { enrollmentSettings: null, featureFlags: null };

describe('jsonLink: how the widgets talk to the server', () => {
  it("a generated operation goes out as its trusted-documents hash alone, with the spec's variables", async () => {
    const { sent, fetch } = server({ data: settings });
    const link = jsonLink({ uri: 'http://api.test/graphql', fetch });
    await toPromise(execute(link, { query: BusinessSettingsDocument, variables: { businessId: 'b1' } }));
    const [request] = sent;
    expect(request?.url).to.equal('http://api.test/graphql');
    expect(request?.init.method).to.equal('POST');
    expect(request?.init.credentials).to.equal('omit');
    expect(request?.body.query).to.equal(undefined);
    expect(request?.body.operationName).to.equal('BusinessSettings');
    expect(request?.body.variables).to.deep.equal({ businessId: 'b1' });
    const hash = trustedHash(BusinessSettingsDocument);
    expect(hash ?? '').to.match(/^[0-9a-f]{64}$/);
    expect(request?.body.extensions).to.deep.equal({ persistedQuery: { version: 1, sha256Hash: hash } });
  });

  it('a document without a hash (a test probe) goes out as text', async () => {
    const { sent, fetch } = server({ data: { ping: true } });
    const query = gql`
      query Probe {
        ping
      }
    `;
    await toPromise(execute(jsonLink({ uri: 'http://api.test/graphql', fetch }), { query }));
    expect(String(sent[0]?.body.query)).to.match(/query Probe/);
    expect(sent[0]?.body.extensions).to.equal(undefined);
  });

  it('the bearer token is read for each request and sent only in the Authorization header', async () => {
    const { sent, fetch } = server({ data: settings });
    let token = 'first';
    const link = jsonLink({
      uri: 'http://api.test/graphql',
      fetch,
      headers: () => ({ authorization: `Bearer ${token}` }),
    });
    const run = () => toPromise(execute(link, { query: BusinessSettingsDocument, variables: { businessId: 'b1' } }));
    await run();
    token = 'second';
    await run();
    const auth = sent.map((s) => (s.init.headers as Record<string, string>).authorization);
    expect(auth).to.deep.equal(['Bearer first', 'Bearer second']);
    expect(sent.every((s) => !s.url.includes('first') && !JSON.stringify(s.body).includes('first'))).to.equal(true);
  });

  it("a refused request's GraphQL errors reach the widget's message, as with Apollo's own link", async () => {
    const { fetch } = server({ errors: [{ message: 'x', extensions: { message: 'Too many requests.' } }] }, 429);
    const client = new ApolloClient({
      link: jsonLink({ uri: 'http://api.test/graphql', fetch }),
      cache: new InMemoryCache(),
    });
    const failure = await client.query({ query: BusinessSettingsDocument, variables: { businessId: 'b1' } }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(errorMessages(failure)).to.deep.equal(['Too many requests.']);
  });

  it('GraphQL errors beside data come back to Apollo as the answer, not as a network failure', async () => {
    const { fetch } = server({ data: null, errors: [{ message: 'Unexpected error.' }] });
    const client = new ApolloClient({
      link: jsonLink({ uri: 'http://api.test/graphql', fetch }),
      cache: new InMemoryCache(),
    });
    const failure = (await client.query({ query: BusinessSettingsDocument, variables: { businessId: 'b1' } }).then(
      () => undefined,
      (error: unknown) => error,
    )) as { graphQLErrors?: unknown[]; networkError?: unknown };
    expect(failure.graphQLErrors?.length).to.equal(1);
    expect(failure.networkError ?? null).to.equal(null);
  });

  it('an answer that is not JSON fails with the status, keeping the body for the log', async () => {
    const { fetch } = server('<html>Bad gateway</html>', 502);
    const failure = (await toPromise(
      execute(jsonLink({ uri: 'http://api.test/graphql', fetch }), { query: BusinessSettingsDocument, variables: {} }),
    ).then(
      () => undefined,
      (error: unknown) => error,
    )) as Error & { statusCode?: number };
    expect(failure.statusCode).to.equal(502);
    expect(failure.message).to.match(/status code 502/);
  });
});
