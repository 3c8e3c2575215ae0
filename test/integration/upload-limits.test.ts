// What keeps uploads from filling the disk: only an offer whose enrolment form is open takes files; bytes are capped per
// offer and per client address an hour (reserved atomically, so concurrent uploads cannot pass a cap together); and
// uploads never attached to a form are removed, rows and files, a day after they came (a job on the JobRunner).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import { multipart, PDF, randomAddress, uploader } from './upload-fixtures';

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { id businessId } }`;
const ATTACH = `mutation($c: String!, $b: ID!, $o: ID!, $f: [OfferDocumentInput!]!) {
  setApplicationOfferDocuments(linkCode: $c, businessId: $b, applicationOfferId: $o, files: $f) { id name } }`;

// What one upload of PDF sends: the caps are a few of these, so a test counts files instead of bytes.
const BODY = multipart('record.pdf', PDF).payload.length;
const HOUR = 60 * 60_000;

for (const target of targets()) {
  describe(`upload limits on ${target.name}`, () => {
    let t: TestApp;
    let dataDir = '';
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      const config = target.config({
        uploadBytesPerOffer: 3 * BODY + 100,
        uploadBytesPerClientPerHour: 2 * BODY + 100,
      });
      dataDir = config.dataDir;
      t = await startApp(config, { clock });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const upload = (...args: Parameters<ReturnType<typeof uploader>>) => uploader(t.app)(...args);
    const call = (query: string, variables: Record<string, unknown>) => graphqlCaller(t.app)(query, variables);
    const documents = () =>
      t.ctx.db.selectFrom('offer_document').select(['id', 'storage_key']).orderBy('created_at').execute();
    const fileOf = (key: string) => existsSync(path.join(dataDir, 'documents', key));
    const maple = demoOfferCode('mapleGrove', 'accepted');
    const kept: Array<{ id: string; name: string; contentLength: number; mimeType: string }> = [];

    test('an offer whose enrolment form is not open takes no upload, and nothing is kept', async () => {
      const closed = (['new', 'expired', 'waitlist', 'rejected', 'withdrawn'] as const).map((slug) =>
        demoOfferCode('mapleGrove', slug),
      );
      // An accepted offer whose form the family has submitted (the offer completes with it).
      const submitted = demoOfferCode('northernLights', 'accepted');
      const submittedId = (await call(OPEN, { c: submitted })).data.applicationOfferForLinkCode.id;
      await t.ctx.db
        .updateTable('application_offer')
        .set({ state: 'COMPLETED' })
        .where('id', '=', submittedId)
        .execute();
      for (const code of [...closed, submitted]) {
        const res = await upload(code);
        assert.equal(res.statusCode, 409, res.body);
        assert.equal(res.json().key, 'offer-closed');
        assert.match(res.json().error, /enrolment form/);
      }
      assert.deepEqual(await documents(), []);
    });

    test('one client address sends at most its cap an hour, even at once; the next hour it may send again', async () => {
      const wattle = demoOfferCode('wattleTree', 'accepted');
      const address = randomAddress();
      const answers = await Promise.all(Array.from({ length: 5 }, () => upload(wattle, PDF, address)));
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 201, 429, 429, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!.json();
      assert.equal(refused.key, 'client-upload-limit');
      assert.match(refused.error, /hour/);
      assert.equal((await upload(maple, PDF, address)).statusCode, 429, 'still this hour, whatever the offer');
      assert.equal((await upload(wattle, PDF)).statusCode, 201, 'another address');
      clock.advance(HOUR);
      const nextHour = await upload(maple, PDF, address);
      assert.equal(nextHour.statusCode, 201, nextHour.body);
      kept.push(nextHour.json());
    });

    test('an offer takes at most its cap, even from uploads sent at once', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(maple)));
      const codes = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(codes, [201, 201, 413, 413, 413, 413, 413, 413]);
      const refused = answers.find((a) => a.statusCode === 413)!.json();
      assert.equal(refused.key, 'offer-upload-limit');
      assert.match(refused.error, /offer/);
      kept.push(...answers.filter((a) => a.statusCode === 201).map((a) => a.json()));
      const rows = await documents();
      assert.equal(rows.length, 6, 'three for each offer');
      assert.ok(rows.every((row) => fileOf(row.storage_key)));
    });

    test('uploads never attached are removed with their files a day on; attached ones stay', async () => {
      const offer = (await call(OPEN, { c: maple })).data.applicationOfferForLinkCode;
      const [attached, ...loose] = kept;
      const linked = await call(ATTACH, { c: maple, b: offer.businessId, o: offer.id, f: [attached] });
      assert.equal(linked.errors, undefined);
      const before = await documents();
      assert.equal(before.length, 6);

      clock.advance(22 * HOUR); // 23 hours after the first uploads
      await t.ctx.jobs.settle();
      assert.deepEqual(await documents(), before, 'not yet a day old');

      clock.advance(2 * HOUR);
      await t.ctx.jobs.settle();
      const after = await documents();
      assert.deepEqual(
        after.map((row) => row.id),
        [attached!.id],
      );
      assert.ok(fileOf(after[0]!.storage_key), 'the attached file stays');
      for (const row of before.filter((row) => row.id !== attached!.id))
        assert.equal(fileOf(row.storage_key), false, 'a removed upload leaves no file');
      assert.ok(loose.length === 2);

      // The removed uploads' bytes count no longer: the offer takes two more, then is full again.
      const more = [await upload(maple), await upload(maple), await upload(maple)];
      assert.deepEqual(
        more.map((a) => a.statusCode),
        [201, 201, 413],
      );
    });
  });
}
