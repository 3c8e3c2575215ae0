// offerEnquiry (document 1, section 7): a signed-in family (or the centre's staff for them) re-enrols children of
// their account at a centre. Per flow type the offer comes at once when every program has a place, opened by the
// returned link code; a full program puts the application on the waitlist; contacts are written to the account;
// every expected refusal is a field error with nothing written; the overdue-balance gate follows its flag.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import type { SubmitResult } from './application-fixtures';
import { signInByOutbox } from './support/sign-in';
import { startApp, targets, type TestApp } from './harness';
import {
  ACCOUNTS,
  CENTERS,
  FAMILIES,
  OFFER_ENQUIRY,
  OPEN_OFFER,
  OVERDUE,
  caller,
  counts,
  programIds,
  reEnrolment,
  relationship,
  threeDays,
  applicationsWithKey,
} from './offer-enquiry-fixtures';

const SETTINGS = `query($b: ID!) { reEnrolmentSettings(businessId: $b) { minContacts minEmergencyContactPerChild
  minPermissionToPickUpPerChild } }`;

for (const target of targets()) {
  describe(`offerEnquiry on ${target.name}`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    const clock = new TestClock(TEST_NOW);
    const tokens: Record<string, string> = {};
    before(async () => {
      t = await startApp(target.config(), { clock });
      call = caller(t);
      for (const email of [
        FAMILIES.mapleGrove.email,
        FAMILIES.northernLights.email,
        FAMILIES.wattleTree.email,
        OVERDUE.email,
      ]) {
        const fam = Object.values(FAMILIES).find((f) => f.email === email) ?? FAMILIES.mapleGrove;
        tokens[email] = await signInByOutbox(t, email, fam.businessId, clock.now());
      }
      tokens.staff = await signInByOutbox(
        t,
        'director@maple-grove.example.com',
        FAMILIES.mapleGrove.businessId,
        clock.now(),
      );
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const submit = async (input: Record<string, unknown>, token: string | undefined) => {
      const res = await call(OFFER_ENQUIRY, { input }, token);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.offerEnquiry as SubmitResult;
    };
    const open = async (linkCode: string) => {
      const res = await call(OPEN_OFFER, { c: linkCode });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.applicationOfferForLinkCode;
    };
    const application = (id: string) =>
      t.ctx.db.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const placesOf = async (centerId: string, programId: string) =>
      (
        await t.ctx.db
          .selectFrom('program_center')
          .select('available_places')
          .where('center_id', '=', centerId)
          .where('program_id', '=', programId)
          .executeTakeFirstOrThrow()
      ).available_places;

    test('the business’s contact minimums are public; an unknown business is not found', async () => {
      const res = await call(SETTINGS, { b: FAMILIES.mapleGrove.businessId });
      assert.deepEqual(res.data.reEnrolmentSettings, {
        minContacts: 1,
        minEmergencyContactPerChild: 1,
        minPermissionToPickUpPerChild: 1,
      });
      const unknown = await call(SETTINGS, { b: '00000000-0000-4000-8000-000000000000' });
      assert.equal(unknown.errors[0].message, 'Business not found.');
      assert.equal(unknown.errors[0].extensions.code, 'NOT_FOUND');
    });

    test('program approval (Maple Grove, at another centre): offered at once, the fee due, the link opens the offer', async () => {
      const fam = FAMILIES.mapleGrove;
      const id = await programIds(t.app, fam.businessId, CENTERS.mapleGroveCherryCreek);
      const before = await placesOf(CENTERS.mapleGroveCherryCreek, id('Infant Care'));
      const input = reEnrolment(fam, CENTERS.mapleGroveCherryCreek, [id('Toddler Room'), id('Infant Care')]);
      const result = await submit(input, tokens[fam.email]);
      assert.deepEqual(result.errors, []);
      assert.equal(result.success, true);
      assert.equal(result.state, 'Offered');
      assert.deepEqual(result.centerNames, ['Maple Grove Cherry Creek']);
      const offer = await open(result.linkCode!);
      assert.equal(offer.applicationId, result.id);
      assert.equal(offer.centerId, CENTERS.mapleGroveCherryCreek);
      assert.deepEqual([offer.state, offer.applicationState], ['NEW', 'OFFERED']);
      assert.equal(offer.paymentInfo.isPaymentRequired, true);
      assert.equal(offer.paymentInfo.total, 7500, "Infant Care's application fee, per child");
      assert.deepEqual(offer.children.map((c: { firstName: string }) => c.firstName).sort(), ['Ava', 'Theo']);
      const row = await application(result.id);
      assert.equal(row.kind, 'REENROLLMENTATNEWCENTER', 'the family had applied only at Lincoln Park');
      assert.equal(row.created_by, null);
      assert.equal(row.account_id, fam.accountId);
      // The offer holds its place: two families are never offered the last one.
      assert.equal(await placesOf(CENTERS.mapleGroveCherryCreek, id('Infant Care')), before - 1);
      const offers = await t.ctx.db
        .selectFrom('application_offer')
        .select(['expiry_date', 'places_held'])
        .where('application_id', '=', result.id)
        .execute();
      assert.deepEqual(
        offers,
        [{ expiry_date: '2026-11-30', places_held: true }],
        'seven days, like the form-pay offer',
      );
    });

    test('sent again with the same key (a double tap, a retry): the first answer, one application, places held once', async () => {
      const fam = FAMILIES.mapleGrove;
      const id = await programIds(t.app, fam.businessId, CENTERS.mapleGroveCherryCreek);
      const input = reEnrolment(fam, CENTERS.mapleGroveCherryCreek, [id('Toddler Room'), id('Infant Care')]);
      const before = await placesOf(CENTERS.mapleGroveCherryCreek, id('Infant Care'));
      const first = await submit(input, tokens[fam.email]);
      assert.equal(first.success, true);
      const again = await submit(input, tokens[fam.email]);
      assert.equal(again.success, true);
      assert.equal(again.id, first.id, 'the same application');
      assert.equal(again.state, first.state);
      const rows = await applicationsWithKey(t, input.idempotencyKey as string);
      assert.equal(rows.length, 1);
      const held = first.state === 'Offered' ? 1 : 0;
      assert.equal(
        await placesOf(CENTERS.mapleGroveCherryCreek, id('Infant Care')),
        before - held,
        'held once, if at all',
      );
    });

    test('form pay (Northern Lights) at the family’s own centre: no fee, Offered; offer-enrolment (Wattle Tree) with a fee', async () => {
      const nl = FAMILIES.northernLights;
      const kits = await programIds(t.app, nl.businessId, CENTERS.northernLightsKitsilano);
      // At Kitsilano the family has applied before: a re-enrolment at an existing centre.
      const free = await submit(
        reEnrolment(nl, CENTERS.northernLightsKitsilano, [kits('Preschool'), kits('Preschool')]),
        tokens[nl.email],
      );
      assert.deepEqual([free.success, free.state], [true, 'Offered'], JSON.stringify(free.errors));
      assert.equal((await open(free.linkCode!)).paymentInfo.isPaymentRequired, false);
      assert.equal((await application(free.id)).kind, 'REENROLLMENTATEXISTINGCENTER');

      const wt = FAMILIES.wattleTree;
      const fitz = await programIds(t.app, wt.businessId, CENTERS.wattleTreeFitzroy);
      const paid = await submit(
        reEnrolment(wt, CENTERS.wattleTreeFitzroy, [fitz('Kindergarten'), fitz('Toddlers')]),
        tokens[wt.email],
      );
      assert.deepEqual([paid.success, paid.state], [true, 'Offered'], JSON.stringify(paid.errors));
      const offer = await open(paid.linkCode!);
      assert.equal(offer.paymentInfo.isPaymentRequired, true);
      assert.equal(offer.enrollmentFormRequired, false, 'Wattle Tree uses no enrolment form');
    });

    test('a program without places puts the application on the waitlist: no offer, no place taken', async () => {
      const wt = FAMILIES.wattleTree;
      const pad = await programIds(t.app, wt.businessId, CENTERS.wattleTreePaddington);
      const kinder = await placesOf(CENTERS.wattleTreePaddington, pad('Kindergarten'));
      const result = await submit(
        reEnrolment(wt, CENTERS.wattleTreePaddington, [pad('Kindergarten'), pad('Toddlers')]),
        tokens[wt.email],
      );
      assert.deepEqual([result.success, result.state], [true, 'OnWaitlist'], JSON.stringify(result.errors));
      const row = await application(result.id);
      assert.equal(row.state, 'ON_WAITLIST');
      const offers = await t.ctx.db.selectFrom('application_offer').where('application_id', '=', result.id).execute();
      assert.equal(offers.length, 0);
      const states = await t.ctx.db
        .selectFrom('application_schedule')
        .select('state')
        .where('application_id', '=', result.id)
        .orderBy('state')
        .execute();
      assert.deepEqual(
        states.map((s) => s.state),
        ['APPROVAL_WAITLIST_PENDING', 'NEW'],
      );
      assert.equal(await placesOf(CENTERS.wattleTreePaddington, pad('Kindergarten')), kinder);
    });

    test('a new child and a new contact are added, an existing contact updated, relationships replaced', async () => {
      const fam = FAMILIES.northernLights;
      const annex = await programIds(t.app, fam.businessId, CENTERS.northernLightsTheAnnex);
      const input = reEnrolment(fam, CENTERS.northernLightsTheAnnex, [annex('Preschool'), annex('Infant Program')]);
      const children = input.children as Array<Record<string, unknown>>;
      children.push({
        firstName: 'Rose',
        lastName: 'Tremblay',
        dateOfBirth: '2023-01-09',
        programSchedules: [threeDays(annex('Preschool'))],
      });
      const contacts = input.contacts as Array<Record<string, unknown>>;
      // The grandparent's number changed; Noah's aunt is new, for all three children.
      contacts[0]!.phoneNumber = { number: '(604) 555-0199', type: 'Home' };
      contacts[0]!.relationships = [relationship(0, 'grandparent', false), relationship(1, 'grandparent', false)];
      contacts.push({
        firstName: 'Julie',
        lastName: 'Roy',
        email: 'julie.roy@example.com',
        phoneNumber: { number: '604 555 0123', type: 'Mobile' },
        relationships: [relationship(0, 'relative', false), relationship(2, 'relative', false)],
      });
      const primary = (input.primaryContacts as Array<Record<string, unknown>>)[0]!;
      primary.relationships = [relationship(0), relationship(1), relationship(2)];
      (input.children as Array<Record<string, unknown>>)[0]!.programSchedules = [threeDays(annex('Preschool'))];
      const result = await submit(input, tokens[fam.email]);
      assert.equal(result.success, true, JSON.stringify(result.errors));

      const accounts = await call(ACCOUNTS, {}, tokens[fam.email]);
      assert.equal(accounts.errors, undefined, JSON.stringify(accounts.errors));
      const account = accounts.data.fetchAccountsByPerson.items[0];
      const rose = account.children.find((c: { firstName: string }) => c.firstName === 'Rose');
      assert.deepEqual(rose && { ...rose, id: undefined }, {
        id: undefined,
        firstName: 'Rose',
        lastName: 'Tremblay',
        dateOfBirth: '2023-01-09',
      });
      const names = account.contacts.map((c: { firstName: string; isPrimary: boolean }) => [c.firstName, c.isPrimary]);
      assert.deepEqual(names, [
        ['Camille', true],
        ['Julie', false],
        ['Marc', false],
      ]);
      const byName = (name: string) => account.contacts.find((c: { firstName: string }) => c.firstName === name);
      assert.equal(byName('Marc').id, fam.secondContactId);
      assert.equal(byName('Marc').phoneNumber, '+16045550199');
      assert.equal(byName('Marc').phoneType, 'Home');
      assert.deepEqual(
        byName('Julie')
          .relationships.map((r: { childId: string }) => r.childId)
          .sort(),
        [fam.childId, rose.id].sort(),
      );
      assert.equal(byName('Julie').phoneNumber, '+16045550123');
      assert.equal(byName('Julie').email, 'julie.roy@example.com');
      assert.deepEqual(
        byName('Camille').centerIds.sort(),
        [CENTERS.northernLightsKitsilano, CENTERS.northernLightsTheAnnex].sort(),
        'where the account’s children applied',
      );
      const grand = byName('Marc').relationships.find((r: { childId: string }) => r.childId === fam.childId);
      assert.deepEqual(grand, {
        childId: fam.childId,
        relationship: 'grandparent',
        liveWith: false,
        emergencyContact: true,
        permissionToPickUp: true,
        giveMedicalTreatment: false,
        giveAmbulanceTransportation: false,
        giveConsentRegularOutings: false,
      });
      assert.equal(account.balance, null, 'nothing owed');
    });

    test('without a session: UNAUTHENTICATED; another family’s account: invalid, with nothing written', async () => {
      const fam = FAMILIES.mapleGrove;
      const id = await programIds(t.app, fam.businessId, CENTERS.mapleGroveLincolnPark);
      const input = reEnrolment(fam, CENTERS.mapleGroveLincolnPark, [id('Toddler Room'), id('Infant Care')]);
      const anonymous = await call(OFFER_ENQUIRY, { input });
      assert.equal(anonymous.errors[0].extensions.code, 'UNAUTHENTICATED');
      const before = await counts(t);
      const theirs = await submit({ ...input, accountId: OVERDUE.accountId }, tokens[fam.email]);
      assert.deepEqual(theirs, {
        success: false,
        id: '',
        linkCode: null,
        state: null,
        centerNames: [],
        errors: [{ path: 'accountId', key: 'invalid' }],
      });
      const unknown = await submit({ ...input, accountId: '00000000-0000-4000-8000-00000000000a' }, tokens[fam.email]);
      assert.deepEqual(unknown.errors, [{ path: 'accountId', key: 'invalid' }], 'the same answer: no hint it exists');
      const otherBusiness = await call(OFFER_ENQUIRY, { input }, tokens[FAMILIES.wattleTree.email]);
      assert.equal(otherBusiness.errors[0].extensions.code, 'UNAUTHENTICATED');
      assert.deepEqual(await counts(t), before);
    });

    test('centre staff act for any account of the business and are recorded as createdBy', async () => {
      const fam = FAMILIES.mapleGrove;
      const id = await programIds(t.app, fam.businessId, CENTERS.mapleGroveLincolnPark);
      const input = reEnrolment(fam, CENTERS.mapleGroveLincolnPark, [id('Toddler Room'), id('Toddler Room')]);
      const result = await submit(input, tokens.staff);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      const row = await application(result.id);
      const staff = await t.ctx.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', 'director@maple-grove.example.com')
        .executeTakeFirstOrThrow();
      assert.equal(row.created_by, staff.id);
      const parent = await t.ctx.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', fam.email)
        .executeTakeFirstOrThrow();
      assert.equal(row.person_id, parent.id, "the application is the family's");
      assert.equal(row.kind, 'REENROLLMENTATEXISTINGCENTER');
    });

    test('each refusal is a field error, and nothing is written', async () => {
      const fam = FAMILIES.mapleGrove;
      const lincoln = await programIds(t.app, fam.businessId, CENTERS.mapleGroveLincolnPark);
      const cherry = await programIds(t.app, fam.businessId, CENTERS.mapleGroveCherryCreek);
      const valid = () =>
        reEnrolment(fam, CENTERS.mapleGroveLincolnPark, [lincoln('Toddler Room'), lincoln('Infant Care')]);
      type Input = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- inputs edited freely
      const cases: Array<[string, (i: Input) => void, Array<{ path: string; key: string }>]> = [
        ['terms', (i) => (i.tcAgreed = false), [{ path: 'tcAgreed', key: 'required' }]],
        ['consent', (i) => (i.cwaConsent = false), [{ path: 'cwaConsent', key: 'required' }]],
        [
          'duplicate contact',
          (i) => i.contacts.push({ ...i.contacts[0], id: null }),
          [
            { path: 'contacts.0', key: 'duplicate-contact' },
            { path: 'contacts.1', key: 'duplicate-contact' },
          ],
        ],
        [
          'duplicate primary email',
          (i) =>
            i.primaryContacts.push({
              ...i.primaryContacts[0],
              id: null,
              firstName: 'Em',
              phoneNumber: { number: '+13125550100', type: 'Work' },
            }),
          [
            { path: 'primaryContacts.0.email', key: 'duplicate-primary-contact-email' },
            { path: 'primaryContacts.1.email', key: 'duplicate-primary-contact-email' },
          ],
        ],
        [
          'counts',
          (i) => (i.contacts[0].relationships = [{ ...i.contacts[0].relationships[0], emergencyContact: false }]),
          [
            { path: 'contacts', key: 'min-emergency-contact-per-child' },
            { path: 'contacts', key: 'min-emergency-contact-per-child' },
            { path: 'contacts', key: 'min-permission-to-pick-up-per-child' },
          ],
        ],
        [
          'no secondary contact',
          (i) => (i.contacts = []),
          [
            { path: 'contacts', key: 'min-contacts' },
            { path: 'contacts', key: 'min-emergency-contact-per-child' },
            { path: 'contacts', key: 'min-emergency-contact-per-child' },
            { path: 'contacts', key: 'min-permission-to-pick-up-per-child' },
            { path: 'contacts', key: 'min-permission-to-pick-up-per-child' },
          ],
        ],
        ['no primary contact', (i) => (i.primaryContacts = []), [{ path: 'primaryContacts', key: 'required-list' }]],
        [
          'primary without email',
          (i) => (i.primaryContacts[0].email = null),
          [{ path: 'primaryContacts.0.email', key: 'required' }],
        ],
        [
          'bad email',
          (i) => (i.primaryContacts[0].email = 'emily@'),
          [{ path: 'primaryContacts.0.email', key: 'email-invalid' }],
        ],
        [
          'child index',
          (i) => i.primaryContacts[0].relationships.push({ ...i.primaryContacts[0].relationships[0], childIndex: 7 }),
          [{ path: 'primaryContacts.0.relationships.2.childIndex', key: 'invalid' }],
        ],
        [
          'phone of another country',
          (i) => (i.contacts[0].phoneNumber = { number: '0412 345 679', type: 'Mobile' }),
          [{ path: 'contacts.0.phoneNumber.number', key: 'phone-invalid' }],
        ],
        [
          'no program',
          (i) => (i.children[1].programSchedules = []),
          [{ path: 'children.1.programSchedules', key: 'at-least-one-program' }],
        ],
        [
          'incomplete centre',
          (i) => (i.selectedCenter = { id: CENTERS.mapleGroveCapitolHill }),
          [{ path: 'selectedCenter.id', key: 'center-not-available' }],
        ],
        [
          'another business’s centre',
          (i) => (i.selectedCenter = { id: CENTERS.wattleTreeFitzroy }),
          [{ path: 'selectedCenter.id', key: 'center-not-available' }],
        ],
        [
          'someone else’s child',
          (i) => (i.children[0].id = OVERDUE.childId),
          [{ path: 'children.0.id', key: 'invalid' }],
        ],
        [
          'someone else’s contact',
          (i) => (i.contacts[0].id = FAMILIES.wattleTree.secondContactId),
          [{ path: 'contacts.0.id', key: 'invalid' }],
        ],
        [
          'subsidy unanswered',
          (i) => (i.familyReceivesSubsidy = null),
          [{ path: 'familyReceivesSubsidy', key: 'required' }],
        ],
        [
          'program not run there',
          (i) => (i.children[0].programSchedules = [threeDays(cherry('Drop-in Play Mornings'))]),
          [{ path: 'children.0.programSchedules.0.programId', key: 'program-not-available' }],
        ],
        [
          'biweekly is for new families only',
          (i) =>
            (i.children[0].programSchedules = [
              {
                ...threeDays(lincoln('Toddler Room')),
                cycleType: 'Biweekly',
                days: ['WEEK1', 'WEEK2'].flatMap((week) => [
                  { dayOfWeek: 'MONDAY', week },
                  { dayOfWeek: 'TUESDAY', week },
                ]),
              },
            ]),
          [{ path: 'children.0.programSchedules.0.cycleType', key: 'invalid' }],
        ],
        [
          'a start date in the past',
          (i) => (i.children[0].programSchedules[0].startDate = '2026-11-02'),
          [{ path: 'children.0.programSchedules.0.startDate', key: 'schedule-start-date-before-today' }],
        ],
        [
          'a birthday in the future',
          (i) => (i.children[1] = { ...i.children[1], id: null, firstName: 'Zoe', dateOfBirth: '2027-01-01' }),
          [{ path: 'children.1.dateOfBirth', key: 'date-of-birth-in-future' }],
        ],
        [
          'an unknown request',
          (i) => (i.reenrollmentBatchId = '00000000-0000-4000-8000-00000000000b'),
          [{ path: 'reenrollmentBatchId', key: 'invalid' }],
        ],
        ['a short key', (i) => (i.idempotencyKey = 'short'), [{ path: 'idempotencyKey', key: 'invalid' }]],
      ];
      const before = await counts(t);
      for (const [name, change, expected] of cases) {
        const input = valid();
        change(input);
        const result = await submit(input, tokens[fam.email]);
        assert.equal(result.success, false, name);
        assert.equal(result.id, '', name);
        assert.deepEqual(
          result.errors.map((e) => ({ path: e.path, key: e.key })),
          expected,
          name,
        );
      }
      assert.deepEqual(await counts(t), before);
    });

    test('an overdue balance blocks a re-enrolment only while the lead re-enrolment restrictions flag is on', async () => {
      const fam = FAMILIES.mapleGrove;
      const id = await programIds(t.app, fam.businessId, CENTERS.mapleGroveLincolnPark);
      const token = tokens[OVERDUE.email]!;
      const accounts = await call(ACCOUNTS, {}, token);
      assert.deepEqual(accounts.data.fetchAccountsByPerson.items[0].balance, {
        amountCents: 12500,
        currency: 'USD',
        dueDate: '2026-11-13',
        overdue: true,
      });
      const input = () => ({
        idempotencyKey: `re-${Math.random().toString(36).slice(2)}`,
        accountId: OVERDUE.accountId,
        businessId: fam.businessId,
        selectedCenter: { id: CENTERS.mapleGroveLincolnPark },
        children: [
          {
            id: OVERDUE.childId,
            firstName: 'Liam',
            lastName: 'Carter',
            dateOfBirth: '2023-05-02',
            programSchedules: [threeDays(id('Toddler Room'))],
          },
        ],
        primaryContacts: [
          {
            id: accounts.data.fetchAccountsByPerson.items[0].contacts[0].id,
            firstName: 'Olivia',
            lastName: 'Carter',
            email: OVERDUE.email,
            phoneNumber: { number: '+13125550163', type: 'Mobile' },
            relationships: [relationship(0)],
          },
        ],
        contacts: [
          {
            firstName: 'Ben',
            lastName: 'Carter',
            phoneNumber: { number: '+13125550164', type: 'Mobile' },
            relationships: [relationship(0, 'parent', false)],
          },
        ],
        familyReceivesSubsidy: true,
        cwaConsent: true,
        tcAgreed: true,
      });
      const before = await counts(t);
      const blocked = await submit(input(), token);
      assert.deepEqual(blocked.errors, [{ path: 'accountId', key: 'balance-overdue' }]);
      assert.deepEqual(await counts(t), before);
      try {
        await t.ctx.db
          .updateTable('business')
          .set({ feature_flags: JSON.stringify({}) })
          .where('id', '=', fam.businessId)
          .execute();
        await t.ctx.caches.businessChanged(fam.businessId);
        const allowed = await submit(input(), token);
        assert.equal(allowed.success, true, JSON.stringify(allowed.errors));
      } finally {
        await t.ctx.db
          .updateTable('business')
          .set({
            feature_flags: JSON.stringify({
              flexSchedulePolicyNotice: true,
              leadPromoCodes: true,
              leadReEnrolmentRestrictions: true,
            }),
          })
          .where('id', '=', fam.businessId)
          .execute();
        await t.ctx.caches.businessChanged(fam.businessId);
      }
    });
  });
}
