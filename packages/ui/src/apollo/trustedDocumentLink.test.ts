import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as apolloModule from '@apollo/client';

// Node loads Apollo's CommonJS build, whose names it cannot list for a named import: they are on its default.
const apollo = (apolloModule as unknown as { default: typeof apolloModule }).default;
const { ApolloLink, HttpLink, execute, gql, toPromise } = apollo;
import { BusinessSettingsDocument } from '../business/business.graphql.generated';
import { sendTrustedDocuments, trustedHash } from './trustedDocumentLink';

/** What the widget's links put on the wire for one operation. */
async function sentBody(query: Parameters<typeof execute>[1]['query']): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  const fetch = async (_url: unknown, init?: { body?: unknown }) => {
    body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return new Response(JSON.stringify({ data: { enrollmentSettings: null } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const link = ApolloLink.from([
    new ApolloLink(sendTrustedDocuments),
    new HttpLink({ uri: 'http://api.test/graphql', fetch }),
  ]);
  await toPromise(execute(link, { query, variables: { businessId: 'b1' } }));
  return body;
}

test("a generated operation goes out as its trusted-documents hash alone, with the spec's variables", async () => {
  const body = await sentBody(BusinessSettingsDocument);
  assert.equal(body.query, undefined);
  assert.equal(body.operationName, 'BusinessSettings');
  assert.deepEqual(body.variables, { businessId: 'b1' });
  const hash = trustedHash(BusinessSettingsDocument);
  assert.match(hash ?? '', /^[0-9a-f]{64}$/);
  assert.deepEqual(body.extensions, { persistedQuery: { version: 1, sha256Hash: hash } });
});

test('a document without a hash (a test probe) goes out as text', async () => {
  const body = await sentBody(gql`
    query Probe {
      ping
    }
  `);
  assert.match(String(body.query), /query Probe/);
  assert.equal((body.extensions as { persistedQuery?: unknown } | undefined)?.persistedQuery, undefined);
});
