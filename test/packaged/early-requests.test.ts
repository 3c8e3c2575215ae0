// The build turns each flow's `cc.early` into the loader's early requests (scripts/rollup-flow-early.mjs): every
// operation a trusted query, every variable one the query declares, read from an attribute the rule requires or
// written out (null, a page size).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flowEarly, trustedOperations } from '../../scripts/rollup-flow-early.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const operations = trustedOperations(`${ROOT}packages/server/src/graphql/trusted-documents.generated.json`);
const rule = (operationsOf: Record<string, Record<string, unknown>>, requires = ['link-code']) => [
  {
    tag: 'cc-test',
    file: 'packages/test/package.json',
    early: [{ views: ['new'], requires, operations: operationsOf }],
  },
];

test("the built loader carries each flow's early queries with their trusted-document hashes", () => {
  const loader = readFileSync(`${ROOT}dist/cc-widgets.js`, 'utf8');
  for (const flow of ['enquiry', 'registration', 'offer', 'portal']) {
    const cc = JSON.parse(readFileSync(`${ROOT}packages/${flow}/package.json`, 'utf8')).cc as {
      early?: { operations: Record<string, unknown> }[];
    };
    for (const name of (cc.early ?? []).flatMap((r) => Object.keys(r.operations))) {
      const hash = operations.get(name)?.hash;
      assert.ok(hash && loader.includes(`"${name}","${hash}"`), `${flow}: ${name} is in dist/cc-widgets.js`);
    }
  }
});

test('a rule the server would not answer as the widget asks fails the build', () => {
  assert.throws(() => flowEarly(rule({ NoSuchQuery: {} }), operations), /NoSuchQuery is not a trusted document/);
  assert.throws(() => flowEarly(rule({ SignOut: {} }), operations), /SignOut is a mutation; only queries go early/);
  assert.throws(() => flowEarly(rule({ OfferPage: { code: 'link-code' } }), operations), /OfferPage has no \$code/);
  assert.throws(
    () => flowEarly(rule({ OfferPage: { linkCode: 'center-id' } }), operations),
    /\$linkCode reads "center-id", which is not an attribute the rule requires/,
  );
  // The token is the element's bearer token, never a variable.
  assert.throws(
    () => flowEarly(rule({ OfferPage: { linkCode: 'token' } }, ['token']), operations),
    /\$linkCode reads "token", which is not an attribute the rule requires/,
  );
  assert.throws(
    () => flowEarly(rule({ OfferPage: { linkCode: 'link-code' } }, ['cookie']), operations),
    /"cookie" is not one of/,
  );
  // A signed-in screen's query whose variables are always the same: sent as written.
  const dashboard = flowEarly(
    rule({ PortalDashboard: { input: { pageNumber: 1, pageSize: 50 } } }, ['token']),
    operations,
  );
  assert.deepEqual(dashboard['cc-test']?.[0]?.operations[0]?.[2], { input: { pageNumber: 1, pageSize: 50 } });
  // null: a variable the screen sends as null, read from no attribute.
  const search = flowEarly(
    rule({ CentreSelectionSearch: { businessID: 'business-id', searchKey: null } }, ['business-id']),
    operations,
  );
  assert.deepEqual(search['cc-test']?.[0]?.operations[0]?.[2], { businessID: 'business-id', searchKey: null });
  const built = flowEarly(rule({ OfferPage: { linkCode: 'link-code' } }), operations);
  assert.deepEqual(built, {
    'cc-test': [
      {
        views: ['new'],
        requires: ['link-code'],
        operations: [['OfferPage', operations.get('OfferPage')?.hash, { linkCode: 'link-code' }]],
      },
    ],
  });
});
