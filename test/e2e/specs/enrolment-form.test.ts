// The enrolment form after an accepted offer, on the hosted page against the real server, for every demo business
// at alternating phone (375 px) and desktop (1280 px) widths: a family accepts a fee-free offer, continues to the
// form and completes it for two children (an allergy for one, a medical condition with its action plan for the other,
// an immunisation record with its expiry, two other contacts with different permissions, a drawn signature); a family
// saves a step, leaves, and resumes in another browser; and documents the server must refuse (past 10 MB, an
// executable renamed .pdf, an expired record). Axe-clean and in the region's words at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoOfferCode, type DemoOfferSlug } from '../../../packages/server/src/demo/demo-applications';
import { hashLinkCode } from '../../../packages/server/src/security/link-code';
import { EnrolmentFormPage } from '../pages/enrolment-form.page';
import { JOURNEY_TIMEOUT, JourneyRig, bornMonthsAgo, daysFromNow } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

type Business = 'mapleGrove' | 'northernLights' | 'wattleTree';
interface Place {
  label: string;
  phone: string;
  address: { address1: string; city: string; state: string; postalCode: string };
  enrolment: string;
  centre: string;
}
const PLACES: Record<Business, Place> = {
  mapleGrove: {
    label: 'maple-grove',
    phone: '(312) 555-0123',
    address: { address1: '2100 N Lincoln Ave', city: 'Chicago', state: 'IL', postalCode: '60614' },
    enrolment: 'enrollment',
    centre: 'center',
  },
  northernLights: {
    label: 'northern-lights',
    phone: '416-555-0190',
    address: { address1: '100 Queen St W', city: 'Toronto', state: 'ON', postalCode: 'M5H 2N2' },
    enrolment: 'enrollment',
    centre: 'centre',
  },
  wattleTree: {
    label: 'wattle-tree',
    phone: '0412 345 678',
    address: { address1: '1 Smith St', city: 'Fitzroy', state: 'VIC', postalCode: '3065' },
    enrolment: 'enrolment',
    centre: 'centre',
  },
};
const BUSINESSES = Object.keys(PLACES) as Business[];
const formPage = (page: ConstructorParameters<typeof EnrolmentFormPage>[0], label: string) =>
  new EnrolmentFormPage(page, label);
const offerPath = (business: Business, slug: DemoOfferSlug) => `/offer/${demoOfferCode(business, slug)}`;
const PDF = {
  name: 'plan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'),
};

async function stored(business: Business, slug: DemoOfferSlug) {
  const offer = await rig.server.db
    .selectFrom('offer_link')
    .innerJoin('application_offer as o', 'o.id', 'offer_link.application_offer_id')
    .select(['o.id', 'o.state'])
    .where('offer_link.link_code_hash', '=', hashLinkCode(demoOfferCode(business, slug)))
    .executeTakeFirstOrThrow();
  const document = await rig.server.db
    .selectFrom('enrolment_document')
    .select(['answers', 'current_step', 'submitted_at'])
    .where('application_offer_id', '=', offer.id)
    .executeTakeFirst();
  const uploads = await rig.server.db
    .selectFrom('offer_document')
    .select(['file_name', 'mime_type'])
    .where('application_offer_id', '=', offer.id)
    .execute();
  return { state: offer.state, document, uploads };
}

BUSINESSES.forEach((business, b) => {
  const place = PLACES[business];
  const width = (journey: number) => ((journey + b) % 2 === 0 ? 375 : 1280);
  const run = (journey: number, name: string, body: (page: EnrolmentFormPage) => Promise<void>) =>
    test(`${width(journey)}px, ${place.label}: ${name}`, { timeout: JOURNEY_TIMEOUT * 2 }, () =>
      rig.journey(width(journey), `${place.label}-form-${journey}`, body, formPage),
    );

  run(0, 'accepts an offer, then completes the form for two children and submits it', async (page) => {
    await page.open(rig.server.url, offerPath(business, 'new-no-fee'));
    await page.waitForTestId('offer-page');
    await page.acceptTerms();
    await page.press('offer-accept');
    await page.outcome();
    await page.press('offer-continue-to-form');
    await page.waitForStep('children');
    assert.match(
      await page.text('enrolment-info'),
      new RegExp(
        `Your place will not be confirmed until this form is completed and reviewed by the ${place.centre}\\.`,
      ),
    );
    // Next with questions unanswered: the summary names each, and the family loses nothing.
    await page.next();
    const summary = await page.summary();
    assert.ok(
      summary.some((line) => /^Child 1 · Does this child have .*: Required$/.test(line)),
      summary.join('\n'),
    );
    await page.checkpoint('children-errors');
    const firstChild = await page.value('children.0.firstName');
    await page.radio('children.0.hasMedicalCondition', 'Yes');
    await page.radio('children.0.hasImmunisation', 'No');
    await page.addItem('children');
    await page.type('children.1.firstName', 'Leo');
    await page.type('children.1.lastName', 'Tester');
    await page.date('children.1.dateOfBirth', bornMonthsAgo(30));
    await page.radio('children.1.hasMedicalCondition', 'Yes');
    await page.radio('children.1.hasImmunisation', 'Yes');
    assert.match(await page.upload('children.1.immunisationDocument', PDF), /^Uploaded: plan\.pdf$/);
    await page.date('children.1.immunisationDocument.expiryDate', daysFromNow(300));
    await page.checkpoint('children');
    await page.next();

    await page.waitForStep('medical');
    await page.addItem('medical');
    await page.tick('medical.0.child', firstChild);
    await page.choose('medical.0.category', 'Allergy');
    await page.type('medical.0.allergyName', 'Peanuts');
    await page.choose('medical.0.severity', 'Severe');
    await page.type('medical.0.reactions', 'Hives and swelling');
    await page.type('medical.0.note', 'Adrenaline pen in her bag');
    await page.addItem('medical');
    await page.tick('medical.1.child', 'Leo');
    await page.choose('medical.1.category', 'Medical Condition');
    await page.type('medical.1.medicalName', 'Asthma');
    await page.choose('medical.1.risk', 'Moderate');
    await page.type('medical.1.symptoms', 'Wheezing after running');
    await page.type('medical.1.note', 'Reliever puffer before outdoor play');
    assert.match(await page.upload('medical.1.document', PDF), /^Uploaded/);
    await page.date('medical.1.document.expiryDate', daysFromNow(200));
    await page.checkpoint('medical');
    await page.next();

    await page.waitForStep('contacts');
    await page.type('primaryContacts.0.firstName', 'Morgan');
    await page.type('primaryContacts.0.lastName', 'Tester');
    await page.type('primaryContacts.0.email', `morgan.${place.label}@example.com`);
    await page.phone('primaryContacts.0.phone', place.phone);
    await page.choose('primaryContacts.0.relationship', 'parent');
    await page.address('primaryContacts.0.address', place.address);
    await page.type('secondaryContacts.0.firstName', 'Gran');
    await page.type('secondaryContacts.0.lastName', 'Tester');
    await page.phone('secondaryContacts.0.phone', place.phone, 'Home');
    await page.choose('secondaryContacts.0.relationship', 'grandparent');
    // Permissions are per child: the grandparent is the emergency contact for both, the neighbour picks both up.
    await page.tick('secondaryContacts.0.emergencyContact', firstChild);
    await page.tick('secondaryContacts.0.emergencyContact', 'Leo');
    await page.addItem('secondaryContacts');
    await page.type('secondaryContacts.1.firstName', 'Sam');
    await page.type('secondaryContacts.1.lastName', 'Neighbour');
    await page.phone('secondaryContacts.1.phone', place.phone, 'Work');
    await page.choose('secondaryContacts.1.relationship', 'familyfriend');
    await page.next();
    // Nobody may pick the children up yet: the count per child is named, for each child.
    await page.expectFieldError(`Please give at least 1 contact permission to pick up ${firstChild}`);
    await page.tick('secondaryContacts.1.permissionToPickUp', firstChild);
    await page.tick('secondaryContacts.1.permissionToPickUp', 'Leo');
    await page.checkpoint('contacts');
    await page.next();

    await page.waitForStep('schedule');
    await page.checkpoint('schedule');
    await page.next();
    await page.waitForStep('review');
    const review = await page.text('read-only-answers');
    assert.match(review, /Peanuts/);
    assert.match(review, /Asthma/);
    assert.match(review, /Sam Neighbour|Neighbour/);
    await page.checkpoint('review');
    await page.next();
    await page.waitForStep('payment');
    // The centre bills on one of its cycles: the family picks one.
    await page.next();
    await page.expectFieldError('Required');
    await page.radio('billingCycle.billingCycleTemplateId', 'Monthly (1st)');
    await page.checkpoint('payment');
    await page.next();
    await page.waitForStep('terms');
    await page.tick('cwaConsent');
    await page.tick('tcAgreed');
    await page.sign('signature');
    await page.checkpoint('terms');
    assert.equal(await page.submitLabel(), `Submit ${place.enrolment}`);
    await page.submitButton.click();
    await page.waitForTestId('confirm-dialog');
    await page.press('confirm-submit');
    await page.root.locator('[data-state="enrolment-submitted"]').waitFor();
    assert.match(
      await page.screenText(),
      new RegExp(
        `Successful Submission[\\s\\S]*Your ${place.enrolment} has been submitted and cannot be changed, please contact the ${place.centre} to make any changes\\.`,
      ),
    );
    await page.checkpoint('submitted');

    const saved = await stored(business, 'new-no-fee');
    assert.equal(saved.state, 'COMPLETED');
    assert.ok(saved.document?.submitted_at);
    const answers = saved.document!.answers as Record<string, Array<Record<string, unknown>>>;
    assert.equal(answers.children?.length, 2);
    assert.deepEqual(
      answers.medical?.map((m) => m.category),
      ['Allergy', 'Medical Condition'],
    );
    assert.equal((answers.secondaryContacts?.[1]?.permissionToPickUp as string[]).length, 2);
    assert.equal(saved.uploads.length, 2);

    // The form reopened later says it was submitted, and nothing more can change.
    await page.open(rig.server.url, `${offerPath(business, 'new-no-fee')}/enrolment-form`);
    await page.root.locator('[data-state="enrolment-submitted"]').waitFor();
    // Once submitted, the preview is closed: the generic error.
    await page.open(rig.server.url, `/preview/${demoOfferCode(business, 'new-no-fee')}`);
    await page.waitForTestId('error-screen');
  });
});

test(
  '1280px → 375px, maple-grove: a family saves a step, leaves, and resumes in another browser where it left off',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const form = `${offerPath('mapleGrove', 'accepted')}/enrolment-form`;
    await rig.journey(
      1280,
      'maple-grove-form-resume-a',
      async (page) => {
        await page.open(rig.server.url, form);
        await page.waitForStep('children');
        await page.type('children.0.middleName', 'Rose');
        await page.radio('children.0.hasMedicalCondition', 'No');
        await page.radio('children.0.hasImmunisation', 'No');
        await page.next();
        await page.waitForStep('medical');
      },
      formPage,
    );
    const saved = await stored('mapleGrove', 'accepted');
    assert.equal(saved.document?.current_step, 'medical');
    await rig.journey(
      375,
      'maple-grove-form-resume-b',
      async (page) => {
        await page.open(rig.server.url, form);
        await page.waitForStep('medical');
        assert.match(await page.text('enrolment-resumed'), /^enroll resumed/);
        await page.checkpoint('resumed');
        await page.back();
        await page.waitForStep('children');
        assert.equal(await page.value('children.0.middleName'), 'Rose');
        // The preview: the saved answers read back, printable, while the offer is accepted and the form not submitted.
        await page.open(rig.server.url, `/preview/${demoOfferCode('mapleGrove', 'accepted')}`);
        await page.waitForTestId('enrolment-preview');
        assert.match(await page.text('answer-children.0.middleName'), /Rose/);
        assert.match(await page.text('enrolment-print'), /Print/);
        await page.checkpoint('preview');
      },
      formPage,
    );
  },
);

test(
  '375px, wattle-tree: documents the server refuses are refused, and nothing is kept',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'wattle-tree-form-documents',
      async (page) => {
        await page.open(rig.server.url, `${offerPath('wattleTree', 'accepted')}/enrolment-form`);
        await page.waitForStep('children');
        await page.radio('children.0.hasImmunisation', 'Yes');
        const tooLarge = await page.upload('children.0.immunisationDocument', {
          name: 'scan.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10485760 + 1 - 9, 32)]),
        });
        assert.equal(
          tooLarge,
          'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
        );
        const renamed = await page.upload('children.0.immunisationDocument', {
          name: 'record.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0)]),
        });
        assert.match(renamed, /This file type cannot be uploaded/);
        await page.checkpoint('refused');
        assert.match(await page.upload('children.0.immunisationDocument', PDF), /^Uploaded/);
        await page.date('children.0.immunisationDocument.expiryDate', daysFromNow(-3));
        await page.radio('children.0.hasMedicalCondition', 'No');
        await page.next();
        await page.expectFieldError('This document has expired');
        await page.checkpoint('expired');
      },
      formPage,
    );
    const saved = await stored('wattleTree', 'accepted');
    assert.deepEqual(
      saved.uploads.map((u) => u.mime_type),
      ['application/pdf'],
    );
  },
);

test(
  '1280px, northern-lights: a family completes the whole form with the keyboard only',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    await rig.journey(
      1280,
      'northern-lights-form-keyboard',
      async (page) => {
        await page.open(rig.server.url, `${offerPath('northernLights', 'accepted')}/enrolment-form`);
        await page.waitForStep('children');
        const child = `${await page.value('children.0.firstName')} ${await page.value('children.0.lastName')}`;
        // A radio group takes the focus on its first option; the arrow keys move and choose.
        await page.keyPress('children.0.hasMedicalCondition', 'ArrowRight');
        await page.keyPress('children.0.hasImmunisation', 'ArrowRight');
        await page.keyActivate('wizard-next');
        await page.waitForStep('medical');
        await page.keyActivate('wizard-next');
        await page.waitForStep('contacts');
        await page.keyType('primaryContacts.0.firstName', 'Claire');
        await page.keyType('primaryContacts.0.lastName', 'Tremblay');
        await page.keyType('primaryContacts.0.email', 'claire.keyboard@example.com');
        await page.keyType('primaryContacts.0.phone.number', '604-555-0175');
        await page.keyType('primaryContacts.0.phone.type', 'Mobile');
        await page.keyType('primaryContacts.0.relationship', 'Parent');
        await page.keyType('primaryContacts.0.address.address1', '100 Queen St W');
        await page.keyType('primaryContacts.0.address.city', 'Toronto');
        await page.keyType('primaryContacts.0.address.state', 'Ontario');
        await page.keyType('primaryContacts.0.address.postalCode', 'M5H 2N2');
        await page.keyType('secondaryContacts.0.firstName', 'Luc');
        await page.keyType('secondaryContacts.0.lastName', 'Tremblay');
        await page.keyType('secondaryContacts.0.phone.number', '604-555-0176');
        await page.keyType('secondaryContacts.0.phone.type', 'Home');
        await page.keyType('secondaryContacts.0.relationship', 'Grandparent');
        await page.keyPress('secondaryContacts.0.emergencyContact', 'Space');
        await page.keyPress('secondaryContacts.0.permissionToPickUp', 'Space');
        await page.keyActivate('wizard-next');
        await page.waitForStep('schedule');
        await page.keyActivate('wizard-next');
        await page.waitForStep('review');
        assert.match(await page.text('read-only-answers'), /First name\s+Luc/);
        await page.keyActivate('wizard-next');
        await page.waitForStep('payment');
        await page.keyPress('billingCycle.billingCycleTemplateId', 'ArrowDown');
        await page.keyActivate('wizard-next');
        await page.waitForStep('terms');
        await page.keyPress('cwaConsent', 'Space');
        await page.keyPress('tcAgreed', 'Space');
        // The keyboard's way to sign: type the name instead of drawing.
        await page.keyActivate('cc-field-signature-mode');
        await page.keyType('signature.typedName', 'Claire Tremblay');
        await page.checkpoint('terms-keyboard');
        await page.keyActivate('wizard-submit');
        await page.waitForTestId('confirm-dialog');
        // The confirmation opens with Submit focused: Enter submits.
        await page.waitForFocusIn('[data-testid="confirm-submit"]');
        await page.page.keyboard.press('Enter');
        await page.root.locator('[data-state="enrolment-submitted"]').waitFor();
        const saved = await stored('northernLights', 'accepted');
        assert.equal(saved.state, 'COMPLETED');
        const answers = saved.document!.answers as Record<string, Array<Record<string, unknown>>>;
        assert.equal(answers.secondaryContacts?.[0]?.firstName, 'Luc');
        assert.ok(child.trim().length > 0);
      },
      formPage,
    );
  },
);
