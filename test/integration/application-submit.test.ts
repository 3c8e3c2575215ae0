import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_CHILD_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import {
  LINCOLN,
  MAPLE,
  casual,
  chicagoDate,
  enquiry,
  programsAt,
  rowCounts,
  submit,
  weekly,
  type ProgramInfo,
} from './application-fixtures';
import { ApplicationRepository } from '../../packages/server/src/modules/application/application.repository';
import * as clearStoredLinkCodes from '../../packages/server/src/db/migrations/2026_11_23_120000_clear_stored_link_codes';
import { gql, startApp, targets, type TestApp } from './harness';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

for (const target of targets()) {
  describe(`submitApplication on ${target.name}`, () => {
    let t: TestApp;
    let programs: Map<string, ProgramInfo>;
    const id = (name: string) => programs.get(name)!.id;

    before(async () => {
      t = await startApp(target.config());
      programs = await programsAt(t.app, MAPLE, LINCOLN);
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const db = () => t.ctx.db;

    test('an enquiry writes the person, account, child, primary contact, application and schedule', async () => {
      const input = enquiry(id('Toddler Room'), {
        email: 'Nora.Diaz@Example.com',
        phoneNumber: { number: '(312) 555-0123', type: 'Mobile' },
        createdBy: null,
      });
      const before = await rowCounts(t);
      const result = await submit(t.app, input);
      assert.equal(result.success, true);
      assert.deepEqual(result.errors, []);
      assert.match(result.id, /^[0-9a-f-]{36}$/);
      assert.match(result.linkCode ?? '', /^[A-Za-z0-9_-]{22}$/);
      assert.equal(result.state, 'ApprovalPending', 'Maple Grove approves enquiries; the program has places');
      assert.deepEqual(result.centerNames, ['Maple Grove Lincoln Park']);

      const application = await db()
        .selectFrom('application')
        .selectAll()
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      assert.equal(application.kind, 'INQUIRY');
      assert.equal(application.state, 'APPROVAL_PENDING');
      assert.equal(application.business_id, MAPLE);
      assert.equal(application.center_id, LINCOLN);
      assert.equal(application.created_by, null);
      assert.equal(application.family_receives_subsidy, false);
      assert.equal(application.cwa_consent, true);
      assert.equal(application.enquiry_link_id, null);
      assert.equal(application.idempotency_key, input.idempotencyKey);
      assert.equal(application.link_code_hash, sha256(result.linkCode!), 'only the hash of the link code is kept');

      const person = await db()
        .selectFrom('person')
        .selectAll()
        .where('id', '=', application.person_id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(
        [person.first_name, person.last_name, person.email, person.phone_number, person.phone_type],
        ['Nora', 'Diaz', 'Nora.Diaz@Example.com', '+13125550123', 'Mobile'],
      );
      assert.equal(person.login_enabled_at, null);
      const account = await db()
        .selectFrom('account')
        .selectAll()
        .where('id', '=', application.account_id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([account.business_id, account.name], [MAPLE, 'Diaz family']);
      const link = await db().selectFrom('account_person').selectAll().where('account_id', '=', account.id).execute();
      assert.deepEqual(link, [{ account_id: account.id, person_id: person.id }]);

      const [child] = await db().selectFrom('child').selectAll().where('account_id', '=', account.id).execute();
      assert.deepEqual([child?.first_name, child?.last_name, child?.date_of_birth], ['Leo', 'Diaz', '2025-02-10']);
      const contacts = await db().selectFrom('contact').selectAll().where('account_id', '=', account.id).execute();
      assert.equal(contacts.length, 1);
      assert.deepEqual(
        [contacts[0]!.person_id, contacts[0]!.is_primary, contacts[0]!.email, contacts[0]!.phone_number],
        [person.id, true, 'Nora.Diaz@Example.com', '+13125550123'],
      );
      const relationships = await db()
        .selectFrom('contact_child_relationship')
        .selectAll()
        .where('contact_id', '=', contacts[0]!.id)
        .execute();
      assert.deepEqual(relationships, [
        {
          contact_id: contacts[0]!.id,
          child_id: child!.id,
          relationship: 'parent',
          live_with: true,
          emergency_contact: true,
          permission_to_pick_up: true,
          give_medical_treatment: true,
          give_ambulance_transportation: true,
          give_consent_regular_outings: true,
          pay_bill_permission: true,
        },
      ]);

      const schedules = await t.ctx.db
        .selectFrom('application_schedule')
        .selectAll()
        .where('application_id', '=', result.id)
        .execute();
      assert.equal(schedules.length, 1);
      const { id: _id, ...schedule } = schedules[0]!;
      assert.deepEqual(schedule, {
        application_id: result.id,
        child_id: child!.id,
        program_id: id('Toddler Room'),
        center_id: LINCOLN,
        care_type: 'LDC',
        cycle_type: 'Weekly',
        start_date: chicagoDate(14),
        days: [
          { dayOfWeek: 'MONDAY', week: 'WEEK1' },
          { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
        ],
        state: 'NEW',
      });

      const after = await rowCounts(t);
      for (const table of Object.keys(before)) assert.equal(after[table]! - before[table]!, 1, `one new ${table} row`);
    });

    test('centre staff filling the form are recorded as its creator', async () => {
      const staffId = randomUUID();
      const result = await submit(t.app, enquiry(id('Toddler Room'), { createdBy: staffId.toUpperCase() }));
      assert.equal(result.success, true);
      const row = await db()
        .selectFrom('application')
        .select('created_by')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.created_by, staffId);
    });

    test('a program with no places left puts the schedule and the application on the waitlist', async () => {
      const input = enquiry(id('Toddler Room'));
      (input.children as Array<Record<string, unknown>>)[0]!.programSchedules = [
        weekly(id('Pre-K'), 'LDC', ['MONDAY', 'TUESDAY', 'THURSDAY']),
        weekly(id('Toddler Room'), 'LDC', ['FRIDAY', 'MONDAY']),
      ];
      const result = await submit(t.app, input);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      assert.equal(result.state, 'OnWaitlist');
      const rows = await db()
        .selectFrom('application_schedule')
        .select(['program_id', 'state'])
        .where('application_id', '=', result.id)
        .execute();
      const stateOf = (name: string) => rows.find((r) => r.program_id === id(name))?.state;
      assert.equal(stateOf('Pre-K'), 'APPROVAL_WAITLIST_PENDING');
      assert.equal(stateOf('Toddler Room'), 'NEW');
      const application = await db()
        .selectFrom('application')
        .select('state')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      assert.equal(application.state, 'ON_WAITLIST');
    });

    test('a casual-only program takes a casual schedule with no days, and refuses a weekly one', async () => {
      const input = enquiry(id('Toddler Room'));
      const child = (input.children as Array<Record<string, unknown>>)[0]!;
      child.programSchedules = [casual(id('Before School Club'), 'BSC')];
      const result = await submit(t.app, input);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      const [row] = await db()
        .selectFrom('application_schedule')
        .selectAll()
        .where('application_id', '=', result.id)
        .execute();
      assert.deepEqual([row?.cycle_type, row?.days, row?.care_type], ['Casual', [], 'BSC']);

      child.programSchedules = [weekly(id('Before School Club'), 'BSC', ['MONDAY'])];
      // Another family (the first is known to the business now, and the person check would stop it).
      const refused = await submit(t.app, { ...enquiry(id('Toddler Room')), children: [child] });
      assert.deepEqual(refused.errors, [{ path: 'children.0.programSchedules.0.cycleType', key: 'invalid' }]);
    });

    test('two children with different schedules get a schedule each', async () => {
      const input = enquiry(id('Toddler Room'), {
        children: [
          {
            firstName: 'Leo',
            lastName: 'Diaz',
            dateOfBirth: '2025-02-10',
            programSchedules: [weekly(id('Toddler Room'), 'LDC', ['MONDAY', 'WEDNESDAY'])],
          },
          {
            firstName: 'Mila',
            lastName: 'Diaz',
            dateOfBirth: '2026-04-02',
            programSchedules: [
              { ...weekly(id('Infant Care'), 'LDC', ['TUESDAY', 'WEDNESDAY', 'THURSDAY']), startDate: chicagoDate(30) },
            ],
          },
        ],
      });
      const result = await submit(t.app, input);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      const rows = await db()
        .selectFrom('application_schedule')
        .innerJoin('child', 'child.id', 'application_schedule.child_id')
        .select(['child.first_name', 'program_id', 'days', 'start_date'])
        .where('application_id', '=', result.id)
        .orderBy('child.first_name')
        .execute();
      assert.deepEqual(
        rows.map((r) => [r.first_name, r.program_id, r.days.map((d) => d.dayOfWeek).join(','), r.start_date]),
        [
          ['Leo', id('Toddler Room'), 'MONDAY,WEDNESDAY', chicagoDate(14)],
          ['Mila', id('Infant Care'), 'TUESDAY,WEDNESDAY,THURSDAY', chicagoDate(30)],
        ],
      );
      const application = await db()
        .selectFrom('application')
        .selectAll()
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      const contacts = await db()
        .selectFrom('contact')
        .select('id')
        .where('account_id', '=', application.account_id)
        .execute();
      const links = await db()
        .selectFrom('contact_child_relationship')
        .selectAll()
        .where('contact_id', '=', contacts[0]!.id)
        .execute();
      assert.equal(links.length, 2, 'the enquirer is the primary contact of both children');
    });

    test("a known family's name and email (any case) is refused as the person check refuses it, and nothing is written", async () => {
      const before = await rowCounts(t);
      const input = enquiry(id('Toddler Room'), {
        firstName: 'Emily',
        lastName: 'Johnson',
        email: ' EMILY.JOHNSON@example.com ',
      });
      const result = await submit(t.app, input);
      assert.deepEqual([result.success, result.errors], [false, [{ path: '', key: 'person-exists' }]]);
      const staff = await submit(t.app, { ...input, createdBy: '7f0c2a57-5c1e-4b39-8f1e-0d6f3c2b9a11' });
      assert.deepEqual(staff.errors, [{ path: '', key: 'person-exists-centre' }], 'centre-facing wording for staff');
      const phone = await submit(t.app, {
        ...enquiry(id('Toddler Room')),
        phoneNumber: { number: '(312) 555-0199', type: 'Mobile' },
      });
      assert.deepEqual(phone.errors, [{ path: '', key: 'person-exists' }], 'a known phone number blocks too');
      assert.deepEqual(await rowCounts(t), before);
    });

    test("an enquiry with a known family's email but other names never joins that family's account", async () => {
      const ownAccount = await db()
        .selectFrom('child')
        .select('account_id')
        .where('id', '=', DEMO_CHILD_IDS.avaJohnson)
        .executeTakeFirstOrThrow();
      const familyBefore = await db()
        .selectFrom('child')
        .select('id')
        .where('account_id', '=', ownAccount.account_id)
        .execute();
      const input = enquiry(id('Toddler Room'), {
        firstName: 'Mallory',
        lastName: 'Stone',
        email: 'emily.johnson@EXAMPLE.com',
      });
      const result = await submit(t.app, input);
      assert.equal(result.success, true);
      const application = await db()
        .selectFrom('application')
        .selectAll()
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(application.account_id, ownAccount.account_id, 'a new account of its own');
      assert.equal(application.possible_match_account_id, ownAccount.account_id, 'named for staff as a possible match');
      const familyAfter = await db()
        .selectFrom('child')
        .select('id')
        .where('account_id', '=', ownAccount.account_id)
        .execute();
      assert.deepEqual(familyAfter, familyBefore, "the existing family's children are untouched");
    });

    test('a retry with the same key returns the first answer and writes nothing', async () => {
      const input = enquiry(id('Toddler Room'));
      const first = await submit(t.app, input);
      const before = await rowCounts(t);
      const again = await submit(t.app, input);
      // The link code is handed out once: only its hash is kept, so a replay cannot give it again.
      assert.deepEqual(again, { ...first, linkCode: null }, 'same id and state, no link code');
      assert.deepEqual(await rowCounts(t), before);
    });

    test("the same key with another family's details is refused, never answered with the first application", async () => {
      const input = enquiry(id('Toddler Room'));
      const first = await submit(t.app, input);
      const before = await rowCounts(t);
      const other = await submit(t.app, { ...input, firstName: 'Someone', email: 'someone.else@example.com' });
      assert.deepEqual(other, {
        success: false,
        id: '',
        linkCode: null,
        state: null,
        centerNames: [],
        errors: [{ path: 'idempotencyKey', key: 'idempotency-key-reused' }],
      });
      assert.ok(!JSON.stringify(other).includes(first.id));
      assert.deepEqual(await rowCounts(t), before);
      // The request it was made for still gets its answer.
      assert.equal((await submit(t.app, input)).id, first.id);
    });

    // On PostgreSQL the losers hit the unique key and read the winner's answer; PGlite runs one query at a time.
    test('no table holds a plain link code after a submit, a retry and a refused retry', async () => {
      const input = enquiry(id('Toddler Room'));
      const { linkCode } = await submit(t.app, input);
      assert.ok(linkCode);
      await submit(t.app, input);
      await submit(t.app, { ...input, children: [] });
      const columns = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(
        t.ctx.db,
      );
      assert.ok(columns.rows.some((c) => c.table_name === 'application_idempotency' && c.column_name === 'result'));
      const holding: string[] = [];
      for (const { table_name: table, column_name: column } of columns.rows) {
        const found = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
          where position(${linkCode} in ${sql.ref(column)}::text) > 0`.execute(t.ctx.db);
        if ((found.rows[0]?.n ?? 0) > 0) holding.push(`${table}.${column}`);
      }
      assert.deepEqual(holding, []);
    });

    test('answers stored before link codes left the idempotency records lose theirs in the migration', async () => {
      const { id: applicationId } = await submit(t.app, enquiry(id('Toddler Room')));
      const key = `old-${randomUUID()}`;
      const stored = { success: true, id: applicationId, linkCode: 'PlainOldCode_123456789', state: 'ApprovalPending' };
      await db()
        .insertInto('application_idempotency')
        .values({
          business_id: MAPLE,
          idempotency_key: key,
          application_id: applicationId,
          result: JSON.stringify(stored),
        })
        .execute();
      await clearStoredLinkCodes.up(t.ctx.db);
      const row = await db()
        .selectFrom('application_idempotency')
        .select('result')
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      assert.deepEqual(row.result, { ...stored, linkCode: null });
    });

    test('two submissions racing with one key make one application and both get its answer', async () => {
      const input = enquiry(id('Toddler Room'));
      const before = await rowCounts(t);
      const results = await Promise.all([submit(t.app, input), submit(t.app, input), submit(t.app, input)]);
      assert.equal(results[0]!.success, true);
      for (const result of results) assert.deepEqual({ ...result, linkCode: null }, { ...results[0], linkCode: null });
      assert.equal(results.filter((r) => r.linkCode !== null).length, 1, 'only the winner hands out the link code');
      const after = await rowCounts(t);
      assert.equal(after.application, before.application! + 1);
      assert.equal(after.person, before.person! + 1);
      assert.equal(after.application_idempotency, before.application_idempotency! + 1);
    });

    test('the enquiry link the family came through is recorded; another business’s link is refused', async () => {
      const result = await submit(t.app, enquiry(id('Toddler Room'), { linkCode: DEMO_ENQUIRY_LINK_CODES.mapleGrove }));
      assert.equal(result.success, true);
      const row = await db()
        .selectFrom('application')
        .select('enquiry_link_id')
        .where('id', '=', result.id)
        .executeTakeFirstOrThrow();
      assert.notEqual(row.enquiry_link_id, null);
      const refused = await submit(
        t.app,
        enquiry(id('Toddler Room'), { linkCode: DEMO_ENQUIRY_LINK_CODES.wattleTree }),
      );
      assert.deepEqual(refused.errors, [{ path: 'linkCode', key: 'invalid' }]);
    });

    // Each case changes one field of a valid enquiry; the answer names that field and nothing is written.
    const child0 = (input: Record<string, unknown>) => (input.children as Array<Record<string, unknown>>)[0]!;
    const schedule0 = (input: Record<string, unknown>) =>
      (child0(input).programSchedules as Array<Record<string, unknown>>)[0]!;
    const S = 'children.0.programSchedules.0';
    const badInputs: Array<[string, (input: Record<string, unknown>) => void, string, string]> = [
      ['blank first name', (i) => (i.firstName = '  '), 'firstName', 'required'],
      ['long last name', (i) => (i.lastName = 'x'.repeat(101)), 'lastName', 'name-too-long'],
      ['bad email', (i) => (i.email = 'nora@@example.com'), 'email', 'email-invalid'],
      ['bad phone', (i) => (i.phoneNumber = { number: '555', type: 'Home' }), 'phoneNumber.number', 'phone-invalid'],
      ['short idempotency key', (i) => (i.idempotencyKey = 'abc'), 'idempotencyKey', 'invalid'],
      ['business id not a uuid', (i) => (i.businessId = 'maple'), 'businessId', 'invalid'],
      ['unknown business', (i) => (i.businessId = randomUUID()), 'businessId', 'invalid'],
      ['centre id not a uuid', (i) => (i.selectedCenter = { id: 'x' }), 'selectedCenter.id', 'invalid'],
      ['staff id not a uuid', (i) => (i.createdBy = 'staff-7'), 'createdBy', 'invalid'],
      ['unknown link code', (i) => (i.linkCode = 'AAAAAAAAAAAAAAAAAAAAAA'), 'linkCode', 'invalid'],
      [
        'subsidy unanswered where the centre asks',
        (i) => (i.familyReceivesSubsidy = null),
        'familyReceivesSubsidy',
        'required',
      ],
      ['no children', (i) => (i.children = []), 'children', 'required-list'],
      ['blank child name', (i) => (child0(i).firstName = ''), 'children.0.firstName', 'required'],
      [
        'impossible birth date',
        (i) => (child0(i).dateOfBirth = '2024-02-30'),
        'children.0.dateOfBirth',
        'date-invalid',
      ],
      [
        'birth date in the future',
        (i) => (child0(i).dateOfBirth = chicagoDate(2)),
        'children.0.dateOfBirth',
        'date-of-birth-in-future',
      ],
      [
        'child without a program',
        (i) => (child0(i).programSchedules = []),
        'children.0.programSchedules',
        'at-least-one-program',
      ],
      [
        'Saturday',
        (i) => (schedule0(i).days = [{ dayOfWeek: 'SATURDAY', week: 'WEEK1' }]),
        `${S}.days.0.dayOfWeek`,
        'invalid',
      ],
      ['weekly without days', (i) => (schedule0(i).days = []), `${S}.days`, 'child-schedule-at-least-one-day'],
      [
        'fewer days than the program minimum',
        (i) => (schedule0(i).days = [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]),
        `${S}.days`,
        'child-schedule-minimum-selection',
      ],
      ['casual with days', (i) => (schedule0(i).cycleType = 'Casual'), `${S}.days`, 'invalid'],
      [
        'start date not YYYY-MM-DD',
        (i) => (schedule0(i).startDate = '12/01/2027'),
        `${S}.startDate`,
        'schedule-start-date-invalid',
      ],
      [
        'start date before today',
        (i) => (schedule0(i).startDate = chicagoDate(-1)),
        `${S}.startDate`,
        'schedule-start-date-before-today',
      ],
      ['care type the program does not have', (i) => (schedule0(i).careType = 'ASC'), `${S}.careType`, 'invalid'],
      ['unknown program', (i) => (schedule0(i).programId = randomUUID()), `${S}.programId`, 'program-not-available'],
    ];
    for (const [name, change, path, key] of badInputs) {
      test(`rejected and nothing written: ${name} (${path}: ${key})`, async () => {
        const input = enquiry(id('Toddler Room'));
        change(input);
        const before = await rowCounts(t);
        const result = await submit(t.app, input);
        assert.deepEqual(
          {
            success: result.success,
            id: result.id,
            linkCode: result.linkCode,
            state: result.state,
            centerNames: result.centerNames,
          },
          { success: false, id: '', linkCode: null, state: null, centerNames: [] },
        );
        assert.deepEqual(result.errors, [{ path, key }]);
        assert.deepEqual(await rowCounts(t), before);
      });
    }

    test("an Australian family's number typed without +61 is read as Australian, stored as +61, and refused in the US", async () => {
      const fitzroy = DEMO_CENTER_IDS.wattleTreeFitzroy;
      const toddlers = (await programsAt(t.app, DEMO_BUSINESS_IDS.wattleTree, fitzroy)).get('Toddlers')!.id;
      const mobile = `0412 ${String(Math.floor(Math.random() * 1_000_000))
        .padStart(6, '0')
        .replace(/^(\d{3})/, '$1 ')}`;
      const input = enquiry(toddlers, {
        businessId: DEMO_BUSINESS_IDS.wattleTree,
        selectedCenter: { id: fitzroy },
        phoneNumber: { number: mobile, type: 'Mobile' },
        familyReceivesSubsidy: true,
      });
      const result = await submit(t.app, input);
      assert.deepEqual(result.errors, []);
      assert.equal(result.success, true);
      const person = await t.ctx.db
        .selectFrom('person')
        .select('phone_number')
        .where('email', '=', input.email as string)
        .executeTakeFirstOrThrow();
      assert.equal(person.phone_number, `+61${mobile.replace(/\s/g, '').slice(1)}`);

      const inChicago = await submit(
        t.app,
        enquiry(id('Toddler Room'), { phoneNumber: { number: mobile, type: 'Mobile' } }),
      );
      assert.deepEqual(inChicago.errors, [{ path: 'phoneNumber.number', key: 'phone-invalid' }]);
    });

    test('a centre of another business, or a program the centre does not run, is refused', async () => {
      const before = await rowCounts(t);
      const otherCentre = await submit(
        t.app,
        enquiry(id('Toddler Room'), { selectedCenter: { id: DEMO_CENTER_IDS.wattleTreeFitzroy } }),
      );
      assert.deepEqual(otherCentre.errors, [{ path: 'selectedCenter.id', key: 'center-not-available' }]);

      const wattlePrograms = await programsAt(t.app, DEMO_BUSINESS_IDS.wattleTree, DEMO_CENTER_IDS.wattleTreeFitzroy);
      const [, wattleProgram] = [...wattlePrograms][0]!;
      const input = enquiry(id('Toddler Room'));
      (input.children as Array<Record<string, unknown>>)[0]!.programSchedules = [
        weekly(wattleProgram.id, 'LDC', ['MONDAY', 'TUESDAY']),
      ];
      const otherBusinessProgram = await submit(t.app, input);
      assert.deepEqual(otherBusinessProgram.errors, [
        { path: 'children.0.programSchedules.0.programId', key: 'program-not-available' },
      ]);

      const cherry = await programsAt(t.app, MAPLE, DEMO_CENTER_IDS.mapleGroveCherryCreek);
      const dropIn = cherry.get('Drop-in Play Mornings')!.id;
      const elsewhere = enquiry(id('Toddler Room'));
      (elsewhere.children as Array<Record<string, unknown>>)[0]!.programSchedules = [casual(dropIn, 'NON')];
      const notAtLincoln = await submit(t.app, elsewhere);
      assert.deepEqual(notAtLincoln.errors, [
        { path: 'children.0.programSchedules.0.programId', key: 'program-not-available' },
      ]);
      assert.deepEqual(await rowCounts(t), before);
    });

    test('the repository reads applications back by id, by business (newest first) and with their schedules', async () => {
      const first = await submit(t.app, enquiry(id('Toddler Room')));
      const second = await submit(t.app, enquiry(id('Toddler Room')));
      const repo = new ApplicationRepository(t.ctx.db);
      assert.equal((await repo.findById(first.id))?.kind, 'INQUIRY');
      assert.equal(await repo.findById(randomUUID()), undefined);
      const listed = await repo.findByBusiness(MAPLE, { limit: 500 });
      assert.ok(listed.findIndex((a) => a.id === second.id) < listed.findIndex((a) => a.id === first.id));
      const other = await repo.findByBusiness(DEMO_BUSINESS_IDS.northernLights, { limit: 500 });
      assert.ok(other.length > 0 && other.every((a) => a.business_id === DEMO_BUSINESS_IDS.northernLights));
      assert.ok(
        !other.some((a) => a.id === first.id || a.id === second.id),
        "another business's list holds none of these",
      );
      const schedules = await repo.schedulesFor([first.id, second.id]);
      assert.deepEqual(schedules.map((s) => s.application_id).sort(), [first.id, second.id].sort());
    });

    test('an unexpected failure inside the transaction rolls every row back', async () => {
      const earlier = await submit(t.app, enquiry(id('Toddler Room')));
      const input = enquiry(id('Toddler Room'));
      // A key already taken by a record that is no answer: the final write of the transaction fails.
      await db()
        .insertInto('application_idempotency')
        .values({
          business_id: MAPLE,
          idempotency_key: input.idempotencyKey as string,
          application_id: earlier.id,
          result: '{}',
        })
        .execute();
      const before = await rowCounts(t);
      const res = await gql(
        t.app,
        `mutation($input: SubmitApplicationInput!) { submitApplication(input: $input) { success } }`,
        {
          input,
        },
      );
      assert.equal(res.errors?.[0]?.message, 'Unexpected error.');
      assert.deepEqual(await rowCounts(t), before, 'person, account, child, contact and application all rolled back');
    });
  });
}
