import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { print, type DocumentNode } from 'graphql';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import {
  TRUSTED_DOCUMENTS,
  UNTRUSTED_OPERATION_MESSAGE,
  canonicalQuery,
  documentHash,
} from '../../packages/server/src/graphql/trusted-documents';
import { CentreSelectionSearchDocument } from '../../packages/programs/src/centre-selection/centreSelection.graphql.generated';
import { SubmitApplicationDocument } from '../../packages/enquiry/src/submit/submitApplication.graphql.generated';
import { enquiry, LINCOLN, MAPLE, programsAt } from './application-fixtures';
import { trustedDocumentsManifest } from '../../scripts/codegen/trusted-documents';
import { operationFiles, ROOT } from '../../scripts/codegen/generate';
import { gql, startApp, targets } from './harness';

// What Apollo Client puts on the wire for a widget's operation: its cache adds __typename, then it prints.
const apollo = createRequire(new URL('../../packages/ui/package.json', import.meta.url))(
  '@apollo/client/utilities',
) as {
  addTypenameToDocument<T extends DocumentNode>(document: T): T;
};
const asSent = (document: DocumentNode) => print(apollo.addTypenameToDocument(document));

const variables = { businessID: DEMO_BUSINESS_IDS.mapleGrove, searchKey: 'chicago' };
const HAND_WRITTEN = `query($businessID: ID!, $searchKey: String) { searchCenters(businessID: $businessID, searchKey: $searchKey) { id name } }`;

test('the manifest holds every widget operation, as the widgets send it', () => {
  assert.deepEqual(TRUSTED_DOCUMENTS, trustedDocumentsManifest(ROOT, operationFiles()));
  const sent = canonicalQuery(asSent(CentreSelectionSearchDocument));
  assert.equal(TRUSTED_DOCUMENTS[documentHash(sent)], sent);
  assert.ok(Object.keys(TRUSTED_DOCUMENTS).length >= 10);
});

for (const target of targets()) {
  describe(`trusted documents on ${target.name}`, () => {
    after(() => target.dispose());

    test('production runs the widgets’ operations, by text or by hash, and refuses any other', async () => {
      const t = await startApp(target.config({ production: true }));
      try {
        const byText = await gql<{ searchCenters: unknown[] }>(t.app, asSent(CentreSelectionSearchDocument), variables);
        assert.equal(byText.errors, undefined);
        assert.ok((byText.data?.searchCenters.length ?? 0) > 0);

        const hash = documentHash(canonicalQuery(asSent(CentreSelectionSearchDocument)));
        const byHash = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
        });
        assert.equal(byHash.json().errors, undefined);
        assert.ok(byHash.json().data.searchCenters.length > 0);

        const refused = await gql(t.app, HAND_WRITTEN, variables);
        assert.equal(refused.errors?.[0]?.message, UNTRUSTED_OPERATION_MESSAGE);
        assert.equal(refused.data ?? null, null);
        const unknownHash = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { variables, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
        });
        assert.equal(unknownHash.json().errors?.[0]?.message, UNTRUSTED_OPERATION_MESSAGE);
      } finally {
        await t.close();
      }
    });

    test('production names no right answer for a wrong one: no "Did you mean" for fields or enum values', async () => {
      const dev = await startApp(target.config({ production: false }));
      const toddlerRoom = (await programsAt(dev.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
      await dev.close();
      const t = await startApp(target.config({ production: true }));
      try {
        const input = enquiry(toddlerRoom);
        (input.children as Array<{ programSchedules: Array<{ careType: string }> }>)[0]!.programSchedules[0]!.careType =
          'LDX';
        const wrongEnum = await gql(t.app, asSent(SubmitApplicationDocument), { input });
        assert.match(wrongEnum.errors?.[0]?.message ?? '', /LDX/);
        const misspelt = await gql(t.app, '{ searchCenter(businessID: "x") { id } }');
        for (const res of [wrongEnum, misspelt])
          assert.doesNotMatch(JSON.stringify(res), /Did you mean|"LDC"|searchCenters/);
      } finally {
        await t.close();
      }
      // Development keeps the hints.
      const devAgain = await startApp(target.config({ production: false }));
      try {
        const misspelt = await gql(devAgain.app, '{ searchCenter(businessID: "x") { id } }');
        assert.match(misspelt.errors?.[0]?.message ?? '', /Did you mean "searchCenters"\?/);
      } finally {
        await devAgain.close();
      }
    });

    test('development runs any operation', async () => {
      const t = await startApp(target.config({ production: false }));
      try {
        const res = await gql<{ searchCenters: unknown[] }>(t.app, HAND_WRITTEN, variables);
        assert.equal(res.errors, undefined);
        assert.ok((res.data?.searchCenters.length ?? 0) > 0);
      } finally {
        await t.close();
      }
    });
  });
}
