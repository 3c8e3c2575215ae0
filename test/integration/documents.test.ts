// Documents for the enrolment form, as the widget sends them: POST /uploads streams one file (the offer's link code
// in a header), sniffs its type from its bytes, refuses past 10485760 bytes without keeping anything; the family
// attaches its uploads to the offer, and a short-lived link opens a document only for its family (or its centre).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import { multipart, PDF } from './upload-fixtures';

const MAX = 10_485_760;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(bytes - PNG_HEAD.length, 7)]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(500)]);

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { id businessId } }`;
const ATTACH = `mutation($c: String!, $b: ID!, $o: ID!, $f: [OfferDocumentInput!]!) {
  setApplicationOfferDocuments(linkCode: $c, businessId: $b, applicationOfferId: $o, files: $f) { id name } }`;
const LINK = `query($b: ID!, $d: ID!, $c: String) { documentLink(businessId: $b, documentId: $d, linkCode: $c) { url expiresAt } }`;

for (const target of targets()) {
  describe(`documents on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    let dataDir = '';
    before(async () => {
      const config = target.config();
      dataDir = config.dataDir;
      t = await startApp(config, { clock });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const code = demoOfferCode('mapleGrove', 'accepted');
    const upload = (fileName: string, bytes: Buffer, linkCode: string | null = code) => {
      const body = multipart(fileName, bytes);
      return t.app.inject({
        method: 'POST',
        url: '/uploads',
        remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
        headers: { 'content-type': body.contentType, ...(linkCode ? { 'x-offer-link-code': linkCode } : {}) },
        payload: body.payload,
      });
    };
    const call = (query: string, variables: Record<string, unknown>, token?: string) =>
      graphqlCaller(t.app)(query, variables, token);
    const stored = () => readdirSync(path.join(dataDir, 'documents')).length;
    const rows = async () => (await t.ctx.db.selectFrom('offer_document').select('id').execute()).length;

    test('a PDF is kept under a generated name, its type from its bytes; a renamed program is refused', async () => {
      const res = await upload('../../Immunisation record.pdf', PDF);
      assert.equal(res.statusCode, 201, res.body);
      const doc = res.json();
      assert.deepEqual(
        { ...doc, id: undefined },
        {
          id: undefined,
          name: 'Immunisation record.pdf',
          contentLength: PDF.length,
          mimeType: 'application/pdf',
        },
      );
      assert.ok(!readdirSync(path.join(dataDir, 'documents')).some((f) => f.includes('Immunisation')));
      const exe = await upload('report.pdf', EXE);
      assert.equal(exe.statusCode, 415);
      assert.equal(exe.json().error, 'Please choose a PDF, JPEG, PNG or HEIC file.');
      assert.equal((await upload('x.pdf', PDF, null)).statusCode, 404, 'no link code');
      assert.equal((await upload('x.pdf', PDF, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode, 404, 'an unknown one');
      assert.equal(stored(), 1, 'nothing kept of the refused ones');
    });

    test('a file of exactly 10 MB is taken; one byte more is refused with the spec message and nothing kept', async () => {
      const before = { files: stored(), rows: await rows() };
      const atLimit = await upload('scan.png', png(MAX));
      assert.equal(atLimit.statusCode, 201, atLimit.body);
      assert.equal(atLimit.json().contentLength, MAX);
      const past = await upload('scan.png', png(MAX + 1));
      assert.equal(past.statusCode, 413);
      assert.equal(
        past.json().error,
        'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
      );
      assert.deepEqual({ files: stored(), rows: await rows() }, { files: before.files + 1, rows: before.rows + 1 });
    });

    test('ten uploads at once are each kept whole', async () => {
      const files = Array.from({ length: 10 }, (_, i) => Buffer.concat([PDF, Buffer.from(`#${i}`)]));
      const answers = await Promise.all(files.map((bytes, i) => upload(`doc-${i}.pdf`, bytes)));
      assert.deepEqual(
        answers.map((a) => a.statusCode),
        Array(10).fill(201),
      );
      assert.equal(new Set(answers.map((a) => a.json().id)).size, 10);
      answers.forEach((a, i) => assert.equal(a.json().contentLength, files[i]!.length));
    });

    test('the family attaches its own uploads; a link opens a document for five minutes, for its family only', async () => {
      const offer = (await call(OPEN, { c: code })).data.applicationOfferForLinkCode;
      const doc = (await upload('plan.pdf', PDF)).json();
      const attached = await call(ATTACH, { c: code, b: offer.businessId, o: offer.id, f: [doc] });
      assert.deepEqual(attached.data.setApplicationOfferDocuments, [{ id: doc.id, name: 'plan.pdf' }]);
      const wrongSize = await call(ATTACH, {
        c: code,
        b: offer.businessId,
        o: offer.id,
        f: [{ ...doc, contentLength: 1 }],
      });
      assert.equal(wrongSize.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      const link = (await call(LINK, { b: offer.businessId, d: doc.id, c: code })).data.documentLink;
      const url = new URL(link.url);
      const got = await t.app.inject({ method: 'GET', url: url.pathname });
      assert.equal(got.statusCode, 200);
      assert.equal(got.headers['content-type'], 'application/pdf');
      assert.match(String(got.headers['content-disposition']), /^attachment; filename\*=UTF-8''plan\.pdf$/);
      assert.ok(got.rawPayload.equals(PDF));
      // Another family's link code opens nothing of this offer; without a staff session, no centre access either.
      const other = demoOfferCode('mapleGrove', 'new');
      const refused = await call(LINK, { b: offer.businessId, d: doc.id, c: other });
      assert.equal(refused.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const noSession = await call(LINK, { b: offer.businessId, d: doc.id, c: null });
      assert.notEqual(noSession.errors, undefined);
      const foreign = await call(ATTACH, {
        c: other,
        b: offer.businessId,
        o: (await call(OPEN, { c: other })).data.applicationOfferForLinkCode.id,
        f: [doc],
      });
      assert.equal(foreign.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', "another offer's upload");
      clock.advance(6 * 60_000);
      assert.equal((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode, 404, 'lapsed');
    });
  });
}
