// In production only trusted documents run: the widget's own DocumentLink (as Apollo sends it, from the forms
// package's source) must get the family a link to its upload, and the link must open the file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, describe, test } from 'node:test';
import { parse, print, type DocumentNode } from 'graphql';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { extractOperations } from '../../scripts/codegen/extract-operations';
import { graphqlCaller, startApp, targets } from './harness';
import { PDF, uploader } from './upload-fixtures';

const SOURCE = new URL('../../packages/forms/src/fields/documentLink.graphql.ts', import.meta.url);
const apollo = createRequire(new URL('../../packages/ui/package.json', import.meta.url))(
  '@apollo/client/utilities',
) as { addTypenameToDocument<T extends DocumentNode>(document: T): T };
const WIDGET_DOCUMENT_LINK = print(
  apollo.addTypenameToDocument(parse(extractOperations(readFileSync(SOURCE, 'utf8'), SOURCE.pathname))),
);

for (const target of targets()) {
  describe(`document links in production on ${target.name}`, () => {
    after(() => target.dispose());

    test("the widget's DocumentLink is trusted: the family opens its upload", async () => {
      const t = await startApp(target.config({ production: true }));
      try {
        const code = demoOfferCode('mapleGrove', 'accepted');
        const uploaded = await uploader(t.app)(code);
        assert.equal(uploaded.statusCode, 201, uploaded.body);
        const call = graphqlCaller(t.app);
        const answer = await call(WIDGET_DOCUMENT_LINK, {
          businessId: DEMO_BUSINESS_IDS.mapleGrove,
          documentId: uploaded.json().id,
          linkCode: code,
        });
        assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
        const got = await t.app.inject({ method: 'GET', url: new URL(answer.data.documentLink.url).pathname });
        assert.equal(got.statusCode, 200);
        assert.ok(got.rawPayload.equals(PDF));
      } finally {
        await t.close();
      }
    });
  });
}
