// The enrolment form after an accepted offer, through the API as the widget will use it: the centre's form (seeded
// from its region's standard form), answers saved at every step and checked for the steps passed, a submit that
// checks every answer the family could see and completes the offer once, and nothing for an offer not accepted or
// another family's.
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { TEST_NOW } from '@cc/server';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import { signInByOutbox } from './support/sign-in';

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { id businessId applicationId state applicationState } }`;
const ACCEPT = `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { key } } }`;
const DOCUMENT = `query($c: String!, $b: ID!, $a: ID!, $o: ID!) {
  enrollmentDocument(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o) {
    applicationOfferId form enrollment currentStep submitted today } }`;
const SAVE = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $e: String!, $s: String, $d: Boolean!) {
  setEnrollmentDocument(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, enrollment: $e,
    currentStep: $s, isDirty: $d) { success errors { path key } } }`;
const SUBMIT = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $e: String!) {
  submitOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, enrollment: $e) {
    id errors { path key } } }`;

const COMPLETE = {
  children: [
    {
      id: 'c0a80001-0000-4000-8000-000000000001',
      firstName: 'Ava',
      lastName: 'Johnson',
      dateOfBirth: '2023-03-08',
      hasMedicalCondition: 'no',
      hasImmunisation: 'no',
    },
  ],
  medical: [],
  primaryContacts: [
    {
      firstName: 'Emily',
      lastName: 'Johnson',
      email: 'emily.johnson@example.com',
      phone: { number: '312 346 7890', type: 'Mobile' },
      relationship: 'parent',
      address: { address1: '2100 N Lincoln Ave', city: 'Chicago', state: 'IL', postalCode: '60614', country: 'US' },
    },
  ],
  secondaryContacts: [
    {
      firstName: 'Mark',
      lastName: 'Johnson',
      phone: { number: '312 346 7891', type: 'Home' },
      relationship: 'grandparent',
      emergencyContact: ['c0a80001-0000-4000-8000-000000000001'],
      permissionToPickUp: ['c0a80001-0000-4000-8000-000000000001'],
    },
  ],
  cwaConsent: true,
  tcAgreed: true,
  signature: { typedName: 'Emily Johnson' },
  // Maple Grove bills on one of its templates (demo: weekly, biweekly, the 1st or the last day of the month).
  billingCycle: { billingCycleTemplateId: demoUuid('billing-cycle:mapleGrove/weekly') },
};

for (const target of targets()) {
  describe(`the enrolment form on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = (query: string, variables: Record<string, unknown>, token?: string) =>
      graphqlCaller(t.app)(query, variables, token);
    async function accepted(slug: 'new-no-fee' | 'waitlist', business = 'mapleGrove') {
      const c = demoOfferCode(business, slug);
      const offer = (await call(OPEN, { c })).data.applicationOfferForLinkCode;
      const ids = {
        linkCode: c,
        businessId: offer.businessId,
        applicationId: offer.applicationId,
        applicationOfferId: offer.id,
      };
      return { c, offer, ids, vars: { c, b: offer.businessId, a: offer.applicationId, o: offer.id } };
    }

    test("an offer not accepted has no form; accepted, it opens its business's form with nothing saved", async () => {
      const { ids, vars } = await accepted('new-no-fee');
      const before = await call(DOCUMENT, vars);
      assert.equal(before.errors?.[0]?.extensions?.code, 'OFFER_NOT_ACCEPTED');
      assert.equal((await call(ACCEPT, { input: ids })).data.acceptOffer.success, true);
      const doc = (await call(DOCUMENT, vars)).data.enrollmentDocument;
      const form = JSON.parse(doc.form);
      assert.deepEqual(
        form.steps.map((s: { id: string }) => s.id),
        ['children', 'medical', 'contacts', 'schedule', 'review', 'payment', 'terms'],
      );
      assert.equal(form.labels.submit, 'Submit enrollment');
      assert.ok(
        form.steps[0].sections[0].fields.some((f: { name: string }) => f.name === 'grade'),
        'US: grade',
      );
      assert.deepEqual([doc.enrollment, doc.currentStep, doc.submitted], ['{}', null, false]);
      assert.match(doc.today, /^\d{4}-\d{2}-\d{2}$/);
    });

    test('every Next saves the answers as they are and names what is wrong in the steps passed', async () => {
      const { vars } = await accepted('new-no-fee');
      const partial = {
        children: [{ firstName: 'Ava', lastName: '', dateOfBirth: '2023-02-30', hasImmunisation: 'yes' }],
      };
      const saved = await call(SAVE, { ...vars, e: JSON.stringify(partial), s: 'medical', d: true });
      assert.deepEqual(saved.data.setEnrollmentDocument, {
        success: false,
        errors: [
          { path: 'children.0.lastName', key: 'required' },
          { path: 'children.0.dateOfBirth', key: 'date-invalid' },
          { path: 'children.0.hasMedicalCondition', key: 'required' },
          { path: 'children.0.immunisationDocument', key: 'required' },
        ],
      });
      const doc = (await call(DOCUMENT, vars)).data.enrollmentDocument;
      assert.deepEqual(JSON.parse(doc.enrollment), partial, 'nothing typed is lost');
      assert.equal(doc.currentStep, 'medical');
      // The preview reads the same, by the offer's link code, while the form is still to be submitted.
      const PREVIEW = `query($h: String!) { previewEnrollmentForm(hash: $h) { enrollment submitted } }`;
      const preview = (await call(PREVIEW, { h: vars.c })).data.previewEnrollmentForm;
      assert.deepEqual([JSON.parse(preview.enrollment), preview.submitted], [partial, false]);
      const notAccepted = await call(PREVIEW, { h: demoOfferCode('mapleGrove', 'new') });
      assert.equal(notAccepted.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const unknownStep = await call(SAVE, { ...vars, e: '{}', s: 'nowhere', d: true });
      assert.deepEqual(unknownStep.data.setEnrollmentDocument.errors, [{ path: 'currentStep', key: 'invalid' }]);
      const huge = await call(SAVE, { ...vars, e: JSON.stringify({ note: 'x'.repeat(600_000) }), s: null, d: true });
      assert.equal(huge.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      const broken = await call(SAVE, { ...vars, e: '[1,2', s: null, d: true });
      assert.equal(broken.errors?.[0]?.message, 'The form could not be read.');
    });

    test('submit checks every answer the family could see, then completes the offer once; after it the form is read only', async () => {
      const { vars } = await accepted('new-no-fee');
      const missing = await call(SUBMIT, {
        ...vars,
        // A billing cycle of another business's is none of this centre's.
        e: JSON.stringify({
          ...COMPLETE,
          tcAgreed: false,
          primaryContacts: [],
          billingCycle: { billingCycleTemplateId: demoUuid('billing-cycle:wattleTree/weekly') },
        }),
      });
      assert.deepEqual(missing.data.submitOffer, {
        id: null,
        errors: [
          { path: 'primaryContacts', key: 'required-list' },
          { path: 'tcAgreed', key: 'required' },
          { path: 'billingCycle.billingCycleTemplateId', key: 'invalid' },
        ],
      });
      const offerState = async () => (await call(OPEN, { c: vars.c })).data.applicationOfferForLinkCode;
      assert.equal((await offerState()).state, 'ACCEPTED');
      // hasImmunisation "no": the record it would ask for is hidden, so not required.
      const done = await call(SUBMIT, { ...vars, e: JSON.stringify(COMPLETE) });
      assert.deepEqual(done.data.submitOffer, { id: vars.o, errors: [] });
      const after = await offerState();
      assert.deepEqual([after.state, after.applicationState], ['COMPLETED', 'COMPLETED']);
      const again = await call(SUBMIT, { ...vars, e: JSON.stringify({}) });
      assert.deepEqual(again.data.submitOffer, { id: vars.o, errors: [] }, 'a repeated submit changes nothing');
      const doc = (await call(DOCUMENT, vars)).data.enrollmentDocument;
      assert.equal(doc.submitted, true);
      const preview = await call(`query($h: String!) { previewEnrollmentForm(hash: $h) { submitted } }`, { h: vars.c });
      assert.equal(preview.errors?.[0]?.extensions?.code, 'NOT_FOUND', 'no preview once submitted (COMPLETED)');
      assert.deepEqual(JSON.parse(doc.enrollment), COMPLETE);
      const late = await call(SAVE, { ...vars, e: '{}', s: null, d: true });
      assert.deepEqual(late.data.setEnrollmentDocument.errors, [{ path: 'enrollment', key: 'form-submitted' }]);
    });

    test("another offer's ids are refused, and a centre's own form is the one served", async () => {
      const mine = await accepted('new-no-fee', 'wattleTree');
      await call(ACCEPT, { input: mine.ids });
      const other = await accepted('new-no-fee', 'northernLights');
      const crossed = await call(DOCUMENT, { ...mine.vars, o: other.offer.id });
      assert.equal(crossed.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const doc = (await call(DOCUMENT, mine.vars)).data.enrollmentDocument;
      const form = JSON.parse(doc.form);
      assert.equal(form.labels.submit, 'Submit enrolment');
      assert.ok(
        form.steps[0].sections[0].fields.some((f: { name: string }) => f.name === 'indigenousStatus'),
        'AU',
      );
      // The business edits its form: the stored one is served, not the standard one.
      const row = await t.ctx.db
        .selectFrom('enrolment_form')
        .select(['id', 'definition'])
        .where('business_id', '=', mine.offer.businessId)
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .updateTable('enrolment_form')
        .set({ definition: JSON.stringify({ ...row.definition, labels: { submit: 'Send to Wattle Tree' } }) })
        .where('id', '=', row.id)
        .execute();
      assert.equal(
        JSON.parse((await call(DOCUMENT, mine.vars)).data.enrollmentDocument.form).labels.submit,
        'Send to Wattle Tree',
      );
    });

    test("the submitted form is kept with the family's account; a signed-in parent updates it, never rewriting a child", async () => {
      const { vars } = await accepted('new-no-fee');
      const business = vars.b;
      const token = await signInByOutbox(t, 'emily.johnson@example.com', business, new Date(TEST_NOW));
      const accounts = await call(
        `{ fetchAccountsByPerson(input: { pageNumber: 1, pageSize: 50 }) { items { id } } }`,
        {},
        token,
      );
      const FORM = `query($a: ID!, $b: ID!, $h: Boolean) { enrolmentFormAccount(accountId: $a, businessId: $b, hideCwa: $h) {
        id state correlationId accountId customEnrollmentForm enrollmentFormData } }`;
      let form:
        | { id: string; state: string; correlationId: string; customEnrollmentForm: string; enrollmentFormData: string }
        | undefined;
      for (const account of accounts.data.fetchAccountsByPerson.items as { id: string }[]) {
        const res = await call(FORM, { a: account.id, b: business, h: true }, token);
        if (res.data?.enrolmentFormAccount) form = res.data.enrolmentFormAccount;
      }
      assert.ok(form, "the submitted form is on one of the family's accounts");
      assert.equal(form.state, 'COMPLETE');
      assert.deepEqual(JSON.parse(form.enrollmentFormData), COMPLETE);
      assert.ok(!form.customEnrollmentForm.includes('cwaConsent'), 'hideCwa');
      const BY_CORRELATION = `query($b: ID!, $c: ID!) { enrolmentFormAccountByCorrelationId(businessId: $b, correlationId: $c) { id } }`;
      assert.equal(
        (await call(BY_CORRELATION, { b: business, c: form.correlationId }, token)).data
          .enrolmentFormAccountByCorrelationId.id,
        form.id,
      );
      const SET = `mutation($b: ID!, $i: ID!, $d: String!, $c: Boolean!) {
        setEnrollmentFormAccount(businessId: $b, enrollmentFormAccountId: $i, formData: $d, complete: $c) }`;
      const renamed = structuredClone(COMPLETE);
      renamed.children[0]!.firstName = 'Eva';
      const refused = await call(SET, { b: business, i: form.id, d: JSON.stringify(renamed), c: false }, token);
      assert.deepEqual(refused.errors?.[0]?.extensions?.errors, [{ path: 'children.0.firstName', key: 'readonly' }]);
      const added = structuredClone(COMPLETE);
      added.children.push({
        id: 'c0a80001-0000-4000-8000-000000000002',
        firstName: 'Leo',
        lastName: 'Johnson',
        dateOfBirth: '2025-01-10',
        hasMedicalCondition: 'no',
        hasImmunisation: '',
      });
      assert.equal(
        (await call(SET, { b: business, i: form.id, d: JSON.stringify(added), c: false }, token)).data
          .setEnrollmentFormAccount,
        true,
      );
      const unfinished = await call(SET, { b: business, i: form.id, d: JSON.stringify(added), c: true }, token);
      // Leo needs his answer, and a contact for emergencies and one to pick him up, like every child on the form.
      assert.deepEqual(unfinished.errors?.[0]?.extensions?.errors, [
        { path: 'children.1.hasImmunisation', key: 'required' },
        { path: 'secondaryContacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Leo Johnson' } },
        {
          path: 'secondaryContacts',
          key: 'min-permission-to-pick-up-per-child',
          values: { min: 1, name: 'Leo Johnson' },
        },
      ]);
      added.children[1]!.hasImmunisation = 'no';
      added.secondaryContacts[0]!.emergencyContact.push('c0a80001-0000-4000-8000-000000000002');
      added.secondaryContacts[0]!.permissionToPickUp.push('c0a80001-0000-4000-8000-000000000002');
      assert.equal(
        (await call(SET, { b: business, i: form.id, d: JSON.stringify(added), c: true }, token)).data
          .setEnrollmentFormAccount,
        true,
      );
      // Anyone else at the business finds nothing; without a session, a sign-in is asked for.
      const director = await signInByOutbox(t, 'director@maple-grove.example.com', business, new Date(TEST_NOW));
      const theirs = await call(BY_CORRELATION, { b: business, c: form.correlationId }, director);
      assert.equal(theirs.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(
        (await call(BY_CORRELATION, { b: business, c: form.correlationId })).errors?.[0]?.extensions?.code,
        'UNAUTHENTICATED',
      );
    });
  });
}
