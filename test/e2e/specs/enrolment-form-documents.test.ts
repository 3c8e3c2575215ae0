// A document the family uploaded in the enrolment form, opened again, on the hosted page against the real server: a
// parent uploads a PDF, taps Open, and the browser downloads the very bytes sent (a fresh documentLink, followed as an
// attachment), at phone (375 px) and desktop (1280 px) widths, axe-clean with the uploaded document shown. And an
// offer whose form was submitted meanwhile refuses a further file in the family's words.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { demoOfferCode } from '../../../packages/server/src/demo/demo-applications';
import { hashLinkCode } from '../../../packages/server/src/security/link-code';
import { EnrolmentFormPage } from '../pages/enrolment-form.page';
import { JOURNEY_TIMEOUT, JourneyRig } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

type Business = 'mapleGrove' | 'northernLights' | 'wattleTree';
const formPage = (page: ConstructorParameters<typeof EnrolmentFormPage>[0], label: string) =>
  new EnrolmentFormPage(page, label);
const formPath = (business: Business) => `/offer/${demoOfferCode(business, 'accepted')}/enrolment-form`;
const DOCUMENT = 'children.0.immunisationDocument';
/** The field's id, as the renderer gives it (cc-field-<path>). */
const ID = `cc-field-${DOCUMENT.replace(/\./g, '-')}`;
/** A small PDF whose every byte is checked on the way back (binary, so a text transcoding would show). */
const PDF = {
  name: 'immunisation-record.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n', 'latin1'),
    Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37) % 256)),
    Buffer.from('\n%%EOF\n'),
  ]),
};

const JOURNEYS: Array<{ width: number; business: Business; label: string }> = [
  { width: 375, business: 'wattleTree', label: 'wattle-tree' },
  { width: 1280, business: 'mapleGrove', label: 'maple-grove' },
];

for (const { width, business, label } of JOURNEYS) {
  test(
    `${width}px, ${label}: a parent uploads a document, taps Open, and downloads the same bytes`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      await rig.journey(
        width,
        `${label}-form-open-document`,
        async (page) => {
          await page.open(rig.server.url, formPath(business));
          await page.waitForStep('children');
          await page.radio('children.0.hasImmunisation', 'Yes');
          assert.equal(await page.openButton(DOCUMENT).count(), 0, 'Open shows only once a file is stored');
          // A keyboard user reaches the file button from the top of the page: it comes fully into view, and the
          // focus stays on it while the file uploads and after.
          await page.page.evaluate(() => window.scrollTo(0, 0));
          await page.tabTo(`#${ID}-file`);
          const choose = await page.field(DOCUMENT).locator('.cc-document__choose').boundingBox();
          const viewport = page.page.viewportSize()!;
          assert.ok(choose && choose.y >= 0 && choose.y + choose.height <= viewport.height, JSON.stringify(choose));
          assert.equal(await page.upload(DOCUMENT, PDF), `Uploaded: ${PDF.name}`);
          assert.ok(await page.focusIsIn(`#${ID}-file`), 'the focus is still on the file button once the file is in');
          const open = page.openButton(DOCUMENT);
          // Its name says what it opens, for a screen reader that reaches it away from the status line.
          assert.equal(await open.getAttribute('aria-label'), `Open ${PDF.name}`);
          // The button a parent taps to pick a file says what it does now; no "No file chosen" beside a stored file.
          assert.equal(
            (await page.field(DOCUMENT).locator('.cc-document__choose').innerText()).trim(),
            'Choose another file',
          );
          if (process.env.DOCUMENT_SHOT)
            await page.field(DOCUMENT).screenshot({ path: `${process.env.DOCUMENT_SHOT}-${width}.png` });
          await page.checkpoint('document-uploaded');

          const download = await page.openDocument(DOCUMENT);
          assert.equal(await download.failure(), null);
          assert.equal(download.suggestedFilename(), PDF.name);
          const received = await readFile(await download.path());
          assert.ok(
            received.equals(PDF.buffer),
            `downloaded ${received.length} bytes, not the ${PDF.buffer.length} sent`,
          );
          // The form stays where it was, with the document still in it and no error.
          assert.equal(await page.text(`${ID}-status`), `Uploaded: ${PDF.name}`);
          assert.equal(await page.root.locator(`#${ID}-error`).count(), 0);
          // A second tap asks for a fresh link and downloads again.
          const again = await page.openDocument(DOCUMENT);
          assert.ok((await readFile(await again.path())).equals(PDF.buffer));
          await page.checkpoint('document-opened');

          // Remove takes the file away and leaves the focus on choosing one, not at the top of the page.
          await page.root.locator(`[data-testid="${ID}-remove"]`).click();
          assert.equal(await page.text(`${ID}-status`), '');
          assert.ok(await page.focusIsIn(`#${ID}-file`), 'the focus is on the file input after Remove');
          assert.equal(
            (await page.field(DOCUMENT).locator('.cc-document__choose').innerText()).trim(),
            'Choose a file',
          );
        },
        formPage,
      );
    },
  );
}

test(
  '375px, northern-lights: once the form is submitted elsewhere, a further file is refused as "no longer takes documents"',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'northern-lights-form-closed-offer',
      async (page) => {
        await page.open(rig.server.url, formPath('northernLights'));
        await page.waitForStep('children');
        await page.radio('children.0.hasImmunisation', 'Yes');
        // The form is completed from another device while this page is open: the offer takes no more files.
        const offer = await rig.server.db
          .selectFrom('offer_link')
          .select('application_offer_id')
          .where('link_code_hash', '=', hashLinkCode(demoOfferCode('northernLights', 'accepted')))
          .executeTakeFirstOrThrow();
        await rig.server.db
          .updateTable('application_offer')
          .set({ state: 'COMPLETED' })
          .where('id', '=', offer.application_offer_id)
          .execute();
        assert.equal(await page.upload(DOCUMENT, PDF), 'This offer no longer takes documents.');
        await page.checkpoint('offer-closed');
      },
      formPage,
    );
  },
);
