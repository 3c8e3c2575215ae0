// Registration (document 1, section 7): a centre's registration opened by its link, the programs each child fits
// with places and fees, the family's submission (new families and signed-in ones), idempotent retries, the refusals
// as data, the maintenance window, the staff's operations and their mails, and logs without personal data.
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW, TestClock } from '@cc/server';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { hashLinkCode } from '../../packages/server/src/security/link-code';
import { chicagoDate } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { caller, FAMILIES, OVERDUE } from './offer-enquiry-fixtures';
import {
  createRegistration,
  newFamilyInput,
  submitRegistration,
  submitRegistrationRaw,
  type RegistrationFixture,
} from './registration-fixtures';
import { outboxMailTo, signInByOutbox } from './support/sign-in';

const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
const EMILY = FAMILIES.mapleGrove;
const EMILY_PERSON = demoUuid(`person:${EMILY.email}`);

const BY_CODE = `query($c: String!) { registrationByLinkCode(linkCode: $c) {
  id name description businessId centerId centerName region currency askFamilyAboutSubsidy isOpen } }`;
const PROGRAMS = `query($c: String!, $b: ID!, $r: ID!, $k: [RegistrationChildDobInput!]!) {
  programsForRegistration(linkCode: $c, businessId: $b, registrationId: $r, childWithDobs: $k) {
    childId programs { id name startDate endDate minAgeMonths maxAgeMonths availablePlaces earlyBirdUntil isEarlyBird
      feeAmount isTieredFee } } }`;
const PERSON_EXISTS = `query($b: ID!, $e: String!) {
  personExists(businessId: $b, firstName: "", lastName: "", email: $e) { result } }`;
const STAFF_REGISTRATION = 'id name centerId isOpen requiresApproval programs { id name places availablePlaces }';
const CREATE = `mutation($input: CreateRegistrationInput!) { createRegistration(input: $input) {
  linkCode registration { ${STAFF_REGISTRATION} } } }`;
const LIST = `query($b: ID!) { registrations(businessId: $b) { ${STAFF_REGISTRATION} } }`;
const SET_OPEN = `mutation($b: ID!, $r: ID!, $o: Boolean!) { setRegistrationOpen(businessId: $b, registrationId: $r, isOpen: $o) {
  ${STAFF_REGISTRATION} } }`;
const SUBMISSION = `id state createdAt personId accountId children { id firstName lastName dateOfBirth
  schedules { id state isWaitlisted isEarlyBird feeAmount program { id name } } }`;
const SUBMISSIONS = `query($b: ID!, $r: ID!) { registrationSubmissions(businessId: $b, registrationId: $r) { ${SUBMISSION} } }`;
const DECIDE = `mutation($b: ID!, $s: ID!, $d: RegistrationDecision!) {
  decideRegistrationSubmission(businessId: $b, registrationSubmissionId: $s, decision: $d) { ${SUBMISSION} } }`;

/** Months before `date` (YYYY-MM-DD), same day of month. */
function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

function capture() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { lines, stream };
}

for (const target of targets()) {
  describe(`registration on ${target.name}`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    const clock = new TestClock(TEST_NOW);
    const logs = capture();
    /** What must never reach a log line: emails, names and link codes the tests used. */
    const secrets: string[] = [];
    let staff: string;
    let emily: string;

    before(async () => {
      t = await startApp(target.config(), { clock, logger: { level: 'info', stream: logs.stream } });
      call = caller(t);
      staff = await signInByOutbox(t, demoStaffEmail('mapleGrove'), MAPLE, clock.now());
      emily = await signInByOutbox(t, EMILY.email, MAPLE, clock.now());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const ok = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await call(query, variables, token);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data;
    };
    const errorOf = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await call(query, variables, token);
      assert.ok(res.errors?.length, `expected an error: ${JSON.stringify(res)}`);
      return res.errors[0] as { message: string; extensions: { code: string; errors?: unknown } };
    };
    const programs = (reg: RegistrationFixture, children: Array<Record<string, string>>) =>
      ok(PROGRAMS, { c: reg.linkCode, b: reg.businessId, r: reg.registrationId, k: children });
    const submit = async (reg: RegistrationFixture, input: Record<string, unknown>, token?: string) => {
      secrets.push(...[input.email, input.lastName].map((v) => String(v).trim()).filter((v) => v.length > 3));
      const result = await submitRegistration(t, reg, input, token);
      if (result.linkCode) secrets.push(result.linkCode);
      return result;
    };
    const rowsOf = (submissionId: string) =>
      t.ctx.db
        .selectFrom('registration_submission_schedule')
        .selectAll()
        .where('submission_id', '=', submissionId)
        .orderBy('child_position')
        .orderBy('registration_program_id')
        .execute();
    const submissionRow = (id: string) =>
      t.ctx.db.selectFrom('registration_submission').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const setFlags = async (businessId: string, flags: object) => {
      await t.ctx.db
        .updateTable('business')
        .set({ feature_flags: JSON.stringify(flags) })
        .where('id', '=', businessId)
        .execute();
      await t.ctx.caches.businessChanged(businessId);
    };

    test('a link opens its registration; closed ones say so; unknown and malformed codes are all "not found"', async () => {
      const reg = await createRegistration(t, { name: 'Summer fun', askFamilyAboutSubsidy: true });
      const found = (await ok(BY_CODE, { c: reg.linkCode })).registrationByLinkCode;
      assert.deepEqual(found, {
        id: reg.registrationId,
        name: 'Summer fun',
        description: 'A registration made by a test.',
        businessId: MAPLE,
        centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark,
        centerName: 'Maple Grove Lincoln Park',
        region: 'US',
        currency: 'USD',
        askFamilyAboutSubsidy: true,
        isOpen: true,
      });
      const closed = await createRegistration(t, { isOpen: false });
      assert.equal((await ok(BY_CODE, { c: closed.linkCode })).registrationByLinkCode.isOpen, false);

      const unknown = await errorOf(BY_CODE, { c: 'AAAAAAAAAAAAAAAAAAAAAA' });
      assert.equal(unknown.message, 'Registration not found.');
      assert.equal(unknown.extensions.code, 'NOT_FOUND');
      for (const code of ['', 'short', '../../etc/passwd', `${reg.linkCode}!`, 'x'.repeat(500)]) {
        assert.deepEqual(await errorOf(BY_CODE, { c: code }), unknown, code);
      }
    });

    test('the maintenance window flag answers MAINTENANCE to every registration operation', async () => {
      const reg = await createRegistration(t);
      const { feature_flags: flags } = await t.ctx.db
        .selectFrom('business')
        .select('feature_flags')
        .where('id', '=', MAPLE)
        .executeTakeFirstOrThrow();
      await setFlags(MAPLE, { ...(flags as object), registrationMaintenanceWindow: true });
      try {
        const child = [{ childId: 'c1', firstName: 'Lucia', lastName: 'Alvarez', dateOfBirth: '2021-05-10' }];
        const errors = [
          await errorOf(BY_CODE, { c: reg.linkCode }),
          await errorOf(PROGRAMS, { c: reg.linkCode, b: MAPLE, r: reg.registrationId, k: child }),
          (await submitRegistrationRaw(t, reg, newFamilyInput([{ registrationProgramIds: reg.programIds }]))).errors[0],
        ];
        for (const error of errors) {
          assert.equal(error.extensions.code, 'MAINTENANCE');
          assert.equal(error.message, 'We are doing some maintenance and will be right back!');
        }
      } finally {
        await setFlags(MAPLE, flags as object);
      }
      assert.equal((await ok(BY_CODE, { c: reg.linkCode })).registrationByLinkCode.isOpen, true);
    });

    test('each child gets the programs its age fits on their start dates, with places left and its fee', async () => {
      const start = chicagoDate(60);
      const reg = await createRegistration(t, {
        programs: [
          { name: 'Babies', minAgeMonths: 0, maxAgeMonths: 24, places: 3 },
          { name: 'Toddlers', minAgeMonths: 24, maxAgeMonths: 48, places: 1, feeCents: 2500 },
          {
            name: 'Early bird',
            minAgeMonths: 24,
            maxAgeMonths: 48,
            earlyBirdFeeCents: 4000,
            earlyBirdUntil: chicagoDate(0),
          },
          {
            name: 'Bird gone',
            minAgeMonths: 0,
            maxAgeMonths: 48,
            earlyBirdFeeCents: 4000,
            earlyBirdUntil: chicagoDate(-1),
          },
        ],
      });
      const [babies, toddlers] = reg.programIds;
      const baby = { childId: 'new-1', firstName: 'Lucia', lastName: 'Alvarez', dateOfBirth: monthsBefore(start, 12) };
      const toddler = {
        childId: 'new-2',
        firstName: 'Mateo',
        lastName: 'Alvarez',
        dateOfBirth: monthsBefore(start, 30),
      };
      const before = (await programs(reg, [baby, toddler])).programsForRegistration;
      assert.deepEqual(
        before.map((c: { childId: string; programs: Array<{ name: string }> }) => [
          c.childId,
          c.programs.map((p) => p.name),
        ]),
        [
          ['new-1', ['Babies', 'Bird gone']],
          ['new-2', ['Toddlers', 'Early bird', 'Bird gone']],
        ],
      );
      const byName = (list: Array<{ name: string }>, name: string) =>
        list.find((p) => p.name === name) as never as Record<string, unknown>;
      assert.deepEqual(
        [before[1].programs[1].isEarlyBird, before[1].programs[1].feeAmount, before[1].programs[1].earlyBirdUntil],
        [true, 4000, chicagoDate(0)],
      );
      assert.deepEqual(
        [byName(before[0].programs, 'Bird gone').isEarlyBird, byName(before[0].programs, 'Bird gone').feeAmount],
        [false, 5000],
      );
      assert.equal(byName(before[1].programs, 'Toddlers').feeAmount, 2500);
      assert.equal(byName(before[1].programs, 'Toddlers').isTieredFee, false);

      // One toddler takes the only Toddlers place and a Babies place is taken: the counts follow.
      await submit(reg, newFamilyInput([{ dateOfBirth: toddler.dateOfBirth, registrationProgramIds: [toddlers!] }]));
      await submit(reg, newFamilyInput([{ dateOfBirth: baby.dateOfBirth, registrationProgramIds: [babies!] }]));
      // A waitlisted toddler holds no place.
      const waitlisted = await submit(
        reg,
        newFamilyInput([{ dateOfBirth: toddler.dateOfBirth, registrationProgramIds: [toddlers!] }]),
      );
      assert.equal(waitlisted.state, 'OFFERED_WAITLIST');
      const now = (await programs(reg, [baby, toddler])).programsForRegistration;
      assert.equal(byName(now[0].programs, 'Babies').availablePlaces, 2);
      assert.equal(byName(now[1].programs, 'Toddlers').availablePlaces, 0);
      // Places cut below what is held: never negative.
      await t.ctx.db.updateTable('registration_program').set({ places: 0 }).where('id', '=', babies!).execute();
      assert.equal(
        byName((await programs(reg, [baby])).programsForRegistration[0].programs, 'Babies').availablePlaces,
        0,
      );
    });

    test('the tiered fee counts the children in the order listed (the last tier repeats); early bird comes first', async () => {
      const reg = await createRegistration(t, {
        businessId: DEMO_BUSINESS_IDS.northernLights,
        centerId: DEMO_CENTER_IDS.northernLightsKitsilano,
        programs: [
          { tieredFeeCents: [5000, 3500] },
          { tieredFeeCents: [5000, 3500], earlyBirdFeeCents: 1000, earlyBirdUntil: chicagoDate(3) },
        ],
      });
      const kids = ['a', 'b', 'c'].map((id, i) => ({
        childId: id,
        firstName: `Kid${id}`,
        lastName: 'Tremblay',
        dateOfBirth: `202${i}-01-01`,
      }));
      const list = (await programs(reg, kids)).programsForRegistration;
      assert.deepEqual(
        list.map((c: { programs: Array<{ feeAmount: number; isTieredFee: boolean }> }) =>
          c.programs.map((p) => [p.feeAmount, p.isTieredFee]),
        ),
        [
          [
            [5000, true],
            [1000, true],
          ],
          [
            [3500, true],
            [1000, true],
          ],
          [
            [3500, true],
            [1000, true],
          ],
        ],
      );
    });

    test("programs: ids must be the link's own, a closed registration offers none, bad children are refused", async () => {
      const reg = await createRegistration(t);
      const other = await createRegistration(t);
      const kid = { childId: 'c1', firstName: 'Lucia', lastName: 'Alvarez', dateOfBirth: '2021-05-10' };
      for (const ids of [
        { b: MAPLE, r: other.registrationId },
        { b: DEMO_BUSINESS_IDS.wattleTree, r: reg.registrationId },
        { b: MAPLE, r: 'not-a-uuid' },
      ]) {
        const error = await errorOf(PROGRAMS, { c: reg.linkCode, ...ids, k: [kid] });
        assert.equal(error.extensions.code, 'NOT_FOUND', JSON.stringify(ids));
      }
      const closed = await createRegistration(t, { isOpen: false });
      assert.deepEqual((await programs(closed, [kid])).programsForRegistration, [{ childId: 'c1', programs: [] }]);

      const bad = [
        [{ ...kid, firstName: '  ' }],
        [{ ...kid, lastName: 'Al\u0000varez' }],
        [{ ...kid, dateOfBirth: '2021-02-30' }],
        [{ ...kid, dateOfBirth: chicagoDate(1) }],
        Array.from({ length: 11 }, (_, i) => ({ ...kid, childId: `c${i}` })),
      ];
      for (const children of bad) {
        const error = await errorOf(PROGRAMS, { c: reg.linkCode, b: MAPLE, r: reg.registrationId, k: children });
        assert.equal(error.extensions.code, 'BAD_USER_INPUT', JSON.stringify(children[0]));
        assert.doesNotMatch(JSON.stringify(error), /Alvarez|Lucia/);
      }
    });

    test('a new family: person, account and children are written, places taken, and the checkout link mailed', async () => {
      const reg = await createRegistration(t, {
        name: 'Holiday Club',
        programs: [
          { places: 5, feeCents: 3000 },
          { places: 5, feeCents: 0 },
        ],
      });
      const input = newFamilyInput([
        { firstName: 'Lucia', registrationProgramIds: reg.programIds },
        { firstName: 'Mateo', dateOfBirth: '2022-03-04', registrationProgramIds: [reg.programIds[1]!] },
      ]);
      const sent = clock.now();
      const result = await submit(reg, input);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      assert.equal(result.state, 'APPROVED');
      assert.match(result.linkCode!, /^[A-Za-z0-9_-]{22}$/);

      const row = await submissionRow(result.id);
      assert.equal(row.link_code_hash, hashLinkCode(result.linkCode!));
      assert.equal(row.registration_id, reg.registrationId);
      const person = await t.ctx.db
        .selectFrom('person')
        .selectAll()
        .where('id', '=', row.person_id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([person.first_name, person.last_name, person.email], ['Rosa', 'Alvarez', input.email]);
      assert.match(person.phone_number!, /^\+1312\d{7}$/);
      const children = await t.ctx.db
        .selectFrom('child')
        .selectAll()
        .where('account_id', '=', row.account_id)
        .orderBy('first_name')
        .execute();
      assert.deepEqual(
        children.map((c) => [c.first_name, c.date_of_birth]),
        [
          ['Lucia', '2021-05-10'],
          ['Mateo', '2022-03-04'],
        ],
      );
      const rows = await rowsOf(result.id);
      assert.equal(rows.length, 3);
      assert.ok(rows.every((r) => r.state === 'APPROVED'));
      const lucia = children[0]!.id;
      assert.deepEqual(
        rows
          .filter((r) => r.child_id === lucia)
          .map((r) => [r.child_position, r.fee_cents, r.is_early_bird])
          .sort(),
        [
          [1, 0, false],
          [1, 3000, false],
        ],
      );
      assert.deepEqual(
        rows.filter((r) => r.child_id !== lucia).map((r) => r.child_position),
        [2],
      );

      const mail = await outboxMailTo(t, String(input.email), sent);
      assert.match(mail.text_body, /Holiday Club/);
      assert.ok(mail.text_body.includes(`/registration-submission/${result.linkCode}`), mail.text_body);
      assert.match(mail.text_body, /^Hello Rosa,/);
    });

    test('a registration that needs approval gives places as SUBMITTED; a full program waitlists', async () => {
      const reg = await createRegistration(t, { requiresApproval: true, programs: [{ places: 1 }] });
      const first = await submit(reg, newFamilyInput([{ registrationProgramIds: reg.programIds }]));
      const second = await submit(reg, newFamilyInput([{ registrationProgramIds: reg.programIds }]));
      assert.deepEqual([first.state, second.state], ['SUBMITTED', 'OFFERED_WAITLIST']);
      assert.deepEqual(
        (await rowsOf(second.id)).map((r) => r.state),
        ['OFFERED_WAITLIST'],
      );
    });

    test('a signed-in parent registers their own child by id and a new one, on their own account', async () => {
      const reg = await createRegistration(t);
      const input = newFamilyInput(
        [
          {
            externalId: EMILY.childId,
            firstName: 'Ava',
            lastName: 'Johnson',
            dateOfBirth: EMILY.child.dateOfBirth,
            registrationProgramIds: reg.programIds,
          },
          { firstName: 'Ivy', lastName: 'Johnson', dateOfBirth: '2023-08-01', registrationProgramIds: reg.programIds },
        ],
        {
          personId: EMILY_PERSON,
          firstName: 'Emily',
          lastName: 'Johnson',
          email: EMILY.email,
          phoneNumber: EMILY.parent.phone,
        },
      );
      const result = await submit(reg, input, emily);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      const row = await submissionRow(result.id);
      assert.deepEqual([row.person_id, row.account_id], [EMILY_PERSON, EMILY.accountId]);
      const rows = await rowsOf(result.id);
      assert.equal(rows.find((r) => r.child_position === 1)!.child_id, EMILY.childId);
      const ivy = await t.ctx.db
        .selectFrom('child')
        .selectAll()
        .where('id', '=', rows.find((r) => r.child_position === 2)!.child_id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([ivy.first_name, ivy.account_id], ['Ivy', EMILY.accountId]);
      const persons = await t.ctx.db.selectFrom('person').select('id').where('email', '=', EMILY.email).execute();
      assert.equal(persons.length, 1, 'no second person for the signed-in parent');
    });

    test("identity: another family's child, another person's id, no session, or a known email are refused", async () => {
      const reg = await createRegistration(t);
      const asEmily = (overrides: Record<string, unknown> = {}, externalId?: string) =>
        newFamilyInput([{ externalId, registrationProgramIds: reg.programIds }], {
          personId: EMILY_PERSON,
          firstName: 'Emily',
          lastName: 'Johnson',
          email: EMILY.email,
          ...overrides,
        });
      const refused = await submit(reg, asEmily({}, OVERDUE.childId), emily);
      assert.equal(refused.success, false);
      assert.deepEqual(refused.errors, [{ path: 'children.0.externalId', key: 'child-not-found' }]);

      const forbidden = await submitRegistrationRaw(
        t,
        reg,
        asEmily({ personId: demoUuid(`person:${OVERDUE.email}`) }),
        emily,
      );
      assert.equal(forbidden.errors[0].extensions.code, 'FORBIDDEN');
      const anonymous = await submitRegistrationRaw(t, reg, asEmily());
      assert.equal(anonymous.errors[0].extensions.code, 'UNAUTHENTICATED');

      // No session, and the email (any case) is a person of the business: they must sign in with their code.
      const counted = async () => (await t.ctx.db.selectFrom('registration_submission').select('id').execute()).length;
      const before = await counted();
      const known = await submit(
        reg,
        newFamilyInput([{ registrationProgramIds: reg.programIds }], { email: ' Emily.Johnson@Example.com ' }),
      );
      assert.deepEqual([known.success, known.errors], [false, [{ path: 'email', key: 'person-exists' }]]);
      assert.equal(await counted(), before, 'nothing written');
    });

    test('refusals come back as field errors with keys the widget translates', async () => {
      const reg = await createRegistration(t, {
        askFamilyAboutSubsidy: true,
        programs: [{ minAgeMonths: 0, maxAgeMonths: 24 }, {}],
      });
      const other = await createRegistration(t);
      const [babies, anyAge] = reg.programIds;
      const keysOf = async (input: Record<string, unknown>, r = reg) => {
        const result = await submit(r, input);
        assert.equal(result.success, false);
        assert.equal(result.id, '');
        return result.errors.map((e) => `${e.path}:${e.key}`).sort();
      };
      const kid = (overrides: Record<string, unknown> = {}) => ({ registrationProgramIds: [anyAge!], ...overrides });
      assert.deepEqual(await keysOf(newFamilyInput([kid()], { familyReceivesSubsidy: null })), [
        'familyReceivesSubsidy:required',
      ]);
      assert.deepEqual(await keysOf(newFamilyInput([])), ['children:at-least-one-child']);
      assert.deepEqual(await keysOf(newFamilyInput([kid({ registrationProgramIds: [] })])), [
        'children.0.registrationProgramIds:at-least-one-program',
      ]);
      // Too old for Babies; another registration's program.
      assert.deepEqual(await keysOf(newFamilyInput([kid({ registrationProgramIds: [babies!] })])), [
        'children.0.registrationProgramIds:program-not-available',
      ]);
      assert.deepEqual(await keysOf(newFamilyInput([kid({ registrationProgramIds: [other.programIds[0]!] })])), [
        'children.0.registrationProgramIds:program-not-available',
      ]);
      assert.deepEqual(await keysOf(newFamilyInput([kid(), kid({ firstName: ' lucia ' })])), [
        'children.1:child-already-added',
      ]);
      assert.deepEqual(
        await keysOf(
          newFamilyInput([kid({ firstName: '', dateOfBirth: chicagoDate(2) })], {
            email: 'nope@',
            phoneNumber: '123',
            lastName: ' ',
          }),
        ),
        [
          'children.0.dateOfBirth:date-of-birth-in-future',
          'children.0.firstName:required',
          'email:email-invalid',
          'lastName:required',
          'phoneNumber:phone-invalid',
        ],
      );
      // Control and bidi characters are refused before any resolver runs (a caller the widget would have stopped).
      const bidi = await submitRegistrationRaw(t, reg, newFamilyInput([kid()], { lastName: 'A\u202Eb' }));
      assert.equal(bidi.errors[0].extensions.code, 'BAD_USER_INPUT');
      assert.deepEqual(bidi.errors[0].extensions.errors, [{ path: 'input.lastName', key: 'text-invalid-characters' }]);
      // An anonymous family cannot name a child by id.
      assert.deepEqual(await keysOf(newFamilyInput([kid({ externalId: EMILY.childId, isNew: false })])), [
        'children.0.externalId:child-not-found',
      ]);
      const closed = await createRegistration(t, { isOpen: false });
      assert.deepEqual(await keysOf(newFamilyInput([{ registrationProgramIds: closed.programIds }]), closed), [
        'registrationId:registration-closed',
      ]);
      // The ids beside the link must be its own.
      const mixed = await submitRegistrationRaw(
        t,
        { ...reg, registrationId: other.registrationId },
        newFamilyInput([kid()]),
      );
      assert.equal(mixed.errors[0].extensions.code, 'NOT_FOUND');
    });

    test('a repeated idempotency key answers the first submission with the same link code; another request is refused', async () => {
      const reg = await createRegistration(t);
      const input = newFamilyInput([{ registrationProgramIds: reg.programIds }]);
      const first = await submit(reg, input);
      const again = await submit(reg, input);
      assert.deepEqual(again, first);
      // Closed since: the retry still gets its answer; a new submission does not.
      await t.ctx.db.updateTable('registration').set({ is_open: false }).where('id', '=', reg.registrationId).execute();
      assert.deepEqual(await submit(reg, input), first);
      const late = await submit(reg, newFamilyInput([{ registrationProgramIds: reg.programIds }]));
      assert.deepEqual(late.errors, [{ path: 'registrationId', key: 'registration-closed' }]);
      await t.ctx.db.updateTable('registration').set({ is_open: true }).where('id', '=', reg.registrationId).execute();
      const changed = await submitRegistrationRaw(t, reg, { ...input, firstName: 'Rosalind' });
      assert.equal(changed.errors[0].extensions.code, 'BAD_USER_INPUT');
      // Two at once with one key: one submission, both answered alike, however their statements interleave (the
      // second may find the family the first wrote after it looked for the key: it must then give the first answer,
      // not "person-exists"). A few races, as a double click gives no say over the order.
      const races = [];
      for (let race = 0; race < 8; race++) {
        const racing = newFamilyInput([{ registrationProgramIds: reg.programIds }]);
        const [a, b] = await Promise.all([submit(reg, racing), submit(reg, racing)]);
        assert.deepEqual(a, b, `race ${race}`);
        races.push({ racing, a });
      }
      const { racing, a } = races[0]!;
      const stored = await t.ctx.db
        .selectFrom('registration_submission')
        .select(['idempotency_key'])
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(stored.idempotency_key, racing.idempotencyKey, 'the key is kept hashed');
    });

    test('personExists with empty names asks by email alone', async () => {
      const ask = async (email: string) => (await ok(PERSON_EXISTS, { b: MAPLE, e: email })).personExists.result;
      assert.equal(await ask('EMILY.johnson@example.com'), 'EXACTWITHLOGIN');
      assert.equal(await ask(OVERDUE.email), 'EXACT');
      assert.equal(await ask('nobody.here@example.com'), 'NONE');
      const person = await t.ctx.db
        .insertInto('person')
        .values({ first_name: 'Other', last_name: 'Carter', email: OVERDUE.email })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await t.ctx.db
        .insertInto('account')
        .values({ business_id: MAPLE, name: 'Other family' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db.insertInto('account_person').values({ account_id: account.id, person_id: person.id }).execute();
      assert.equal(await ask(OVERDUE.email), 'MULTIPLE');
      // Names still matter when they are given.
      const named = await ok(
        `query($b: ID!, $e: String!) { personExists(businessId: $b, firstName: "Nobody", lastName: "Else", email: $e) { result } }`,
        { b: MAPLE, e: EMILY.email },
      );
      assert.equal(named.personExists.result, 'NONE');
    });

    test('staff create, list, close and reopen registrations; a parent or a stranger cannot', async () => {
      const input = {
        businessId: MAPLE,
        centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark,
        name: 'Autumn Club',
        description: 'After-school fun.',
        askFamilyAboutSubsidy: false,
        requiresApproval: true,
        programs: [
          {
            name: 'Chess',
            description: '',
            places: 4,
            minAgeMonths: 48,
            maxAgeMonths: 144,
            startDate: chicagoDate(30),
            endDate: chicagoDate(90),
            feeAmount: 1500,
            earlyBirdUntil: chicagoDate(7),
            earlyBirdFeeAmount: 1000,
            tieredFeeAmounts: [1500, 1200],
          },
          {
            name: 'Drama',
            description: 'Stage.',
            places: 0,
            minAgeMonths: 0,
            maxAgeMonths: 155,
            startDate: chicagoDate(30),
            endDate: chicagoDate(30),
            feeAmount: 0,
          },
        ],
      };
      const created = (await ok(CREATE, { input }, staff)).createRegistration;
      secrets.push(created.linkCode);
      assert.deepEqual(
        {
          ...created.registration,
          id: undefined,
          programs: created.registration.programs.map((p: Record<string, unknown>) => ({ ...p, id: undefined })),
        },
        {
          id: undefined,
          name: 'Autumn Club',
          centerId: input.centerId,
          isOpen: true,
          requiresApproval: true,
          programs: [
            { id: undefined, name: 'Chess', places: 4, availablePlaces: 4 },
            { id: undefined, name: 'Drama', places: 0, availablePlaces: 0 },
          ],
        },
      );
      const opened = (await ok(BY_CODE, { c: created.linkCode })).registrationByLinkCode;
      assert.deepEqual(
        [opened.id, opened.name, opened.description],
        [created.registration.id, 'Autumn Club', 'After-school fun.'],
      );
      const listed = (await ok(LIST, { b: MAPLE }, staff)).registrations;
      assert.ok(listed.some((r: { id: string }) => r.id === created.registration.id));

      const closed = (await ok(SET_OPEN, { b: MAPLE, r: created.registration.id, o: false }, staff))
        .setRegistrationOpen;
      assert.equal(closed.isOpen, false);
      assert.equal((await ok(BY_CODE, { c: created.linkCode })).registrationByLinkCode.isOpen, false);
      assert.equal(
        (await ok(SET_OPEN, { b: MAPLE, r: created.registration.id, o: true }, staff)).setRegistrationOpen.isOpen,
        true,
      );

      const program = input.programs[0]!;
      for (const [change, what] of [
        [{ name: ' ' }, 'blank name'],
        [{ programs: [] }, 'no programs'],
        [{ programs: [{ ...program, places: -1 }] }, 'negative places'],
        [{ programs: [{ ...program, minAgeMonths: 50, maxAgeMonths: 49 }] }, 'ages'],
        [{ programs: [{ ...program, startDate: chicagoDate(91) }] }, 'dates'],
        [{ programs: [{ ...program, feeAmount: -1 }] }, 'fee'],
        [{ programs: [{ ...program, startDate: '2027-02-30' }] }, 'a date that does not exist'],
      ] as const) {
        const error = await errorOf(CREATE, { input: { ...input, ...change } }, staff);
        assert.equal(error.extensions.code, 'BAD_USER_INPUT', what);
      }
      const wattleCentre = await errorOf(
        CREATE,
        { input: { ...input, centerId: DEMO_CENTER_IDS.wattleTreeFitzroy } },
        staff,
      );
      assert.equal(wattleCentre.extensions.code, 'NOT_FOUND');

      for (const [token, code] of [
        [emily, 'FORBIDDEN'],
        [undefined, 'UNAUTHENTICATED'],
      ] as const) {
        assert.equal((await errorOf(CREATE, { input }, token)).extensions.code, code);
        assert.equal((await errorOf(LIST, { b: MAPLE }, token)).extensions.code, code);
        assert.equal(
          (await errorOf(SET_OPEN, { b: MAPLE, r: created.registration.id, o: false }, token)).extensions.code,
          code,
        );
      }
    });

    test('staff decide submissions: approve, waitlist (places back), reject; each mails the family', async () => {
      const reg = await createRegistration(t, { requiresApproval: true, programs: [{ places: 2 }, { places: 1 }] });
      const [a, b] = reg.programIds as [string, string];
      const families = [
        newFamilyInput([{ registrationProgramIds: [a, b] }]),
        newFamilyInput([{ registrationProgramIds: [a, b] }]),
        newFamilyInput([{ registrationProgramIds: [a] }]),
      ];
      const [first, second, third] = [
        await submit(reg, families[0]!),
        await submit(reg, families[1]!),
        await submit(reg, families[2]!),
      ];
      assert.deepEqual([first.state, second.state, third.state], ['SUBMITTED', 'SUBMITTED', 'OFFERED_WAITLIST']);

      const listed = (await ok(SUBMISSIONS, { b: MAPLE, r: reg.registrationId }, staff)).registrationSubmissions;
      assert.deepEqual(
        listed.map((s: { id: string }) => s.id),
        [first.id, second.id, third.id],
      );
      assert.deepEqual(
        listed[1].children[0].schedules.map((s: { state: string; isWaitlisted: boolean }) => [s.state, s.isWaitlisted]),
        [
          ['SUBMITTED', false],
          ['OFFERED_WAITLIST', true],
        ],
      );

      const decide = async (id: string, d: string) =>
        (await ok(DECIDE, { b: MAPLE, s: id, d }, staff)).decideRegistrationSubmission;
      const mailAfter = async (input: Record<string, unknown>, since: Date) =>
        (await outboxMailTo(t, String(input.email), since)).text_body;

      let since = clock.now();
      const approved = await decide(first.id, 'APPROVE');
      assert.equal(approved.state, 'APPROVED');
      assert.deepEqual(
        approved.children[0].schedules.map((s: { state: string }) => s.state),
        ['APPROVED', 'APPROVED'],
      );
      const approvedMail = await mailAfter(families[0]!, since);
      const newCode = /\/registration-submission\/([A-Za-z0-9_-]{22})/.exec(approvedMail)![1]!;
      secrets.push(newCode);
      assert.notEqual(newCode, first.linkCode);
      assert.equal(
        (await submissionRow(first.id)).link_code_hash,
        hashLinkCode(newCode),
        'the mailed code replaces the first',
      );
      assert.match(approvedMail, /approved/);

      // Approving a submission with a waitlisted row leaves it waiting.
      assert.equal((await decide(second.id, 'APPROVE')).state, 'OFFERED_WAITLIST');

      since = clock.now();
      const placesOf = async () =>
        (await ok(LIST, { b: MAPLE }, staff)).registrations
          .find((r: { id: string }) => r.id === reg.registrationId)
          .programs.map((p: { availablePlaces: number }) => p.availablePlaces);
      assert.deepEqual(await placesOf(), [0, 0]);
      const waitlisted = await decide(first.id, 'WAITLIST');
      assert.equal(waitlisted.state, 'OFFERED_WAITLIST');
      assert.deepEqual(await placesOf(), [1, 1], 'the places go back');
      assert.match(await mailAfter(families[0]!, since), /waitlist[\s\S]*\/registration-submission\//);

      since = clock.now();
      const rejected = await decide(second.id, 'REJECT');
      assert.equal(rejected.state, 'REJECTED');
      assert.ok(rejected.children[0].schedules.every((s: { state: string }) => s.state === 'REJECTED'));
      const rejectedMail = await mailAfter(families[1]!, since);
      assert.doesNotMatch(rejectedMail, /registration-submission/);
      assert.deepEqual(await placesOf(), [2, 1]);

      const again = await errorOf(DECIDE, { b: MAPLE, s: second.id, d: 'APPROVE' }, staff);
      assert.equal(again.extensions.code, 'BAD_USER_INPUT');
      assert.match(again.message, /REJECTED/);
      assert.equal(
        (await errorOf(DECIDE, { b: MAPLE, s: third.id, d: 'APPROVE' }, emily)).extensions.code,
        'FORBIDDEN',
      );
      assert.equal(
        (await errorOf(SUBMISSIONS, { b: MAPLE, r: reg.registrationId }, emily)).extensions.code,
        'FORBIDDEN',
      );
      const wattleStaff = await signInByOutbox(
        t,
        demoStaffEmail('wattleTree'),
        DEMO_BUSINESS_IDS.wattleTree,
        clock.now(),
      );
      assert.equal(
        (await errorOf(DECIDE, { b: DEMO_BUSINESS_IDS.wattleTree, s: third.id, d: 'REJECT' }, wattleStaff)).extensions
          .code,
        'NOT_FOUND',
      );
    });

    test("the log names ids, states and counts, never a family's email, name or link code", async () => {
      const reg = await createRegistration(t);
      await submit(
        reg,
        newFamilyInput([{ firstName: 'Zqxchild', registrationProgramIds: reg.programIds }], { lastName: 'Zqxfamily' }),
      );
      await submit(
        reg,
        newFamilyInput([{ firstName: 'Zqxchild', registrationProgramIds: [] }], { lastName: 'Zqxfamily' }),
      );
      const submitted = logs.lines.filter((l) => l.includes('"registration submission"'));
      assert.ok(
        submitted.some((l) => l.includes('"state":"APPROVED"') && l.includes('"rows":1')),
        submitted.join('\n'),
      );
      assert.ok(submitted.some((l) => l.includes('at-least-one-program')));
      const leaks = logs.lines.filter((l) => [...secrets, 'Zqx', 'Rosa', 'Lucia'].some((s) => l.includes(s)));
      assert.deepEqual(leaks, []);
    });
  });
}
