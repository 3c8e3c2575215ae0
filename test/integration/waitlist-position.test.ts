// A family's place on a centre's waitlist, read as the family reads it (the portal's session, the offer's link
// code): the centre's order by enquiry date, siblings of enrolled children first when the business says so, moving
// up as families ahead are offered a place, decline or are lost, never naming anyone else, and with twenty families
// joining and leaving at once still 1..N.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { WaitlistRepository } from '../../packages/server/src/modules/waitlist/waitlist.repository';
import { LINCOLN, MAPLE, chicagoDate, enquiry, programsAt, submit, weekly } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { outboxMailTo, signInByOutbox } from './support/sign-in';

const POSITIONS = `query { fetchApplicationsByPerson(input: { pageNumber: 1, pageSize: 50 }) {
  items { id waitlistPositions { applicationScheduleId childId position total programName centerName startDate } } } }`;
const OFFER_POSITIONS = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId waitlistPositions { position total programName centerName startDate } } }`;
const MAKE = `mutation($b: ID!, $input: MakeOfferInput!) { makeOffer(businessId: $b, input: $input) { applicationOfferId } }`;
const REJECT = `mutation($b: ID!, $a: ID!) { rejectApplication(businessId: $b, applicationId: $a) { success } }`;
const ACT = (name: string) =>
  `mutation($input: OfferActionInput!) { ${name}(input: $input) { success errors { key } } }`;

/** The start date the families ask for: about two months on (Infant Care takes babies up to 17 months). */
const START = chicagoDate(60);

interface Family {
  applicationId: string;
  email: string;
  token?: string;
}

for (const target of targets()) {
  describe(`waitlist positions on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    let staff: string;
    // A program no demo family waits for at Lincoln Park, so each test's queue is its own: Infant Care for most, and
    // the tests that need a queue of their own clear it first (see fresh()).
    let programId: string;
    before(async () => {
      t = await startApp(target.config({ publicUrl: 'https://enrol.example.org' }), { clock });
      programId = (await programsAt(t.app, MAPLE, LINCOLN)).get('Infant Care')!.id;
      staff = await signInByOutbox(t, demoStaffEmail('mapleGrove'), MAPLE, clock.now());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown> = {}, token?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: { query, variables },
        })
      ).json();

    /** Closes every application waiting for the program, so a test starts with an empty queue. */
    async function fresh() {
      const ids = await t.ctx.db
        .selectFrom('application_schedule')
        .select('application_id')
        .where('program_id', '=', programId)
        .where('center_id', '=', LINCOLN)
        .execute();
      if (ids.length > 0)
        await t.ctx.db
          .updateTable('application')
          .set({ state: 'LOST' })
          .where(
            'id',
            'in',
            ids.map((r) => r.application_id),
          )
          .execute();
    }

    /** A family enquires for its child (the enquiry date is the server's clock, moved a minute per family). */
    async function join(
      children: Array<{ firstName: string; dateOfBirth?: string; programs: string[] }> = [
        { firstName: 'Leo', programs: [programId] },
      ],
    ): Promise<Family> {
      clock.advance(60_000);
      const email = `wait.${randomUUID().slice(0, 8)}@example.com`;
      const input = enquiry(programId, {
        email,
        children: children.map((child) => ({
          firstName: child.firstName,
          lastName: 'Diaz',
          dateOfBirth: child.dateOfBirth ?? '2026-05-10',
          programSchedules: child.programs.map((id) => weekly(id, 'LDC', ['MONDAY', 'WEDNESDAY', 'FRIDAY'], START)),
        })),
      });
      const result = await submit(t.app, input);
      assert.equal(result.success, true, JSON.stringify(result.errors));
      return { applicationId: result.id, email };
    }

    async function tokenOf(family: Family) {
      family.token ??= await signInByOutbox(t, family.email, MAPLE, clock.now());
      return family.token;
    }

    /** What the family's dashboard card says: "position of total" for each waiting enquiry. */
    async function seen(family: Family): Promise<string[]> {
      const res = await call(POSITIONS, {}, await tokenOf(family));
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const card = res.data.fetchApplicationsByPerson.items.find((i: { id: string }) => i.id === family.applicationId);
      return card.waitlistPositions.map((p: { position: number; total: number }) => `${p.position} of ${p.total}`);
    }

    /** Staff offer the family a place (or a waitlist place); returns the link code mailed to the family. */
    async function offer(family: Family, waitlist = false): Promise<string> {
      const sentAt = clock.now();
      const made = await call(
        MAKE,
        { b: MAPLE, input: { applicationId: family.applicationId, expiryDate: chicagoDate(7), waitlist } },
        staff,
      );
      assert.equal(made.errors, undefined, JSON.stringify(made.errors));
      const mail = await outboxMailTo(t, family.email, sentAt);
      return /\/offer\/([A-Za-z0-9_-]{22})/.exec(mail.text_body)![1]!;
    }

    async function answer(name: string, code: string) {
      const opened = (await call(OFFER_POSITIONS, { c: code })).data.applicationOfferForLinkCode;
      const ids = { linkCode: code, businessId: opened.businessId, applicationId: opened.applicationId };
      const res = await call(ACT(name), { input: { ...ids, applicationOfferId: opened.id } });
      assert.equal(res.data[name].success, true, JSON.stringify(res));
    }

    test("the demo parent's waitlisted application shows her child's place among the demo's waiting families", async () => {
      const emily: Family = { applicationId: '', email: 'emily.johnson@example.com' };
      const res = await call(POSITIONS, {}, await tokenOf(emily));
      const places = res.data.fetchApplicationsByPerson.items.flatMap(
        (i: { waitlistPositions: Array<{ position: number; total: number }> }) =>
          i.waitlistPositions.map((p) => `${p.position} of ${p.total}`),
      );
      assert.ok(places.length > 0, 'some card shows a place');
      assert.ok(
        places.every((p: string) => p === '3 of 6'),
        `one child, one program: the same place on every card (${places.join(', ')})`,
      );
    });

    test('families wait in the order they enquired, each seeing its own place, the program, centre and month', async () => {
      await fresh();
      const [a, b, c] = [await join(), await join(), await join()];
      assert.deepEqual(await seen(a), ['1 of 3']);
      assert.deepEqual(await seen(b), ['2 of 3']);
      assert.deepEqual(await seen(c), ['3 of 3']);
      const res = await call(POSITIONS, {}, await tokenOf(b));
      const card = res.data.fetchApplicationsByPerson.items.find((i: { id: string }) => i.id === b.applicationId);
      assert.deepEqual(
        { ...card.waitlistPositions[0], applicationScheduleId: undefined, childId: undefined },
        {
          applicationScheduleId: undefined,
          childId: undefined,
          position: 2,
          total: 3,
          programName: 'Infant Care',
          centerName: 'Maple Grove Lincoln Park',
          startDate: START,
        },
      );
    });

    test('the place moves up when a family ahead is offered a place, declines, or is lost', async () => {
      await fresh();
      const [a, b, c, d] = [await join(), await join(), await join(), await join()];
      assert.deepEqual(await seen(d), ['4 of 4']);
      await offer(a);
      assert.deepEqual(await seen(d), ['3 of 3'], 'a family offered a place no longer waits');
      assert.deepEqual(await seen(b), ['1 of 3']);
      // b is offered a waitlist place and returns to the waitlist: it keeps its place in the queue...
      const code = await offer(b, true);
      assert.deepEqual(await seen(d), ['3 of 3'], 'a waitlist place still waits');
      await answer('requestWaitlist', code);
      assert.deepEqual(await seen(d), ['3 of 3'], 'returning to the waitlist keeps the place');
      // ...until it declines.
      await answer('declineApplicationOffer', code);
      assert.deepEqual(await seen(d), ['2 of 2'], 'a family that declines leaves the queue');
      const rejected = await call(REJECT, { b: MAPLE, a: c.applicationId }, staff);
      assert.equal(rejected.data.rejectApplication.success, true);
      assert.deepEqual(await seen(d), ['1 of 1'], 'a lost application leaves the queue');
      assert.deepEqual(await seen(a), [], 'a family offered a place sees no position');
    });

    test('the offer page shows the position once the family returns to the waitlist', async () => {
      await fresh();
      const ahead = await join();
      const family = await join();
      const code = await offer(family, true);
      await answer('requestWaitlist', code);
      const res = await call(OFFER_POSITIONS, { c: code });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.deepEqual(res.data.applicationOfferForLinkCode.waitlistPositions, [
        { position: 2, total: 2, programName: 'Infant Care', centerName: 'Maple Grove Lincoln Park', startDate: START },
      ]);
      assert.deepEqual(await seen(ahead), ['1 of 2']);
    });

    test('siblings of enrolled children go first when the business says so, by enquiry date otherwise', async () => {
      await fresh();
      const toddlerRoom = (await programsAt(t.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
      const first = await join();
      // The Rivera family's older child is offered Toddler Room and takes the place; the baby waits for Infant Care.
      const siblings = await join([
        { firstName: 'Mia', dateOfBirth: '2024-09-01', programs: [toddlerRoom] },
        { firstName: 'Sol', programs: [programId] },
      ]);
      const schedules = await t.ctx.db
        .selectFrom('application_schedule')
        .select(['id', 'program_id'])
        .where('application_id', '=', siblings.applicationId)
        .execute();
      const toddler = schedules.find((s) => s.program_id === toddlerRoom)!;
      const sentAt = clock.now();
      const made = await call(
        MAKE,
        {
          b: MAPLE,
          input: {
            applicationId: siblings.applicationId,
            expiryDate: chicagoDate(7),
            applicationScheduleIds: [toddler.id],
          },
        },
        staff,
      );
      assert.equal(made.errors, undefined, JSON.stringify(made.errors));
      const mail = await outboxMailTo(t, siblings.email, sentAt);
      const code = /\/offer\/([A-Za-z0-9_-]{22})/.exec(mail.text_body)![1]!;
      await answer('acceptOffer', code);
      assert.deepEqual(await seen(siblings), ['2 of 2'], 'by enquiry date, the sibling waits behind the first family');
      assert.deepEqual(await seen(first), ['1 of 2']);

      await t.ctx.db.updateTable('business').set({ waitlist_siblings_first: true }).where('id', '=', MAPLE).execute();
      try {
        assert.deepEqual(await seen(siblings), ['1 of 2'], 'a sibling of an enrolled child goes first');
        assert.deepEqual(await seen(first), ['2 of 2']);
      } finally {
        await t.ctx.db
          .updateTable('business')
          .set({ waitlist_siblings_first: false })
          .where('id', '=', MAPLE)
          .execute();
      }
    });

    test('a family reads only its own positions: another session or link code cannot reach them', async () => {
      await fresh();
      const mine = await join();
      const theirs = await join();
      const theirCode = await offer(theirs, true);
      await answer('requestWaitlist', theirCode);
      // Another family's session lists only its own applications, and nothing in the answer names anyone else.
      const res = await call(POSITIONS, {}, await tokenOf(mine));
      const items = res.data.fetchApplicationsByPerson.items as Array<{ id: string }>;
      assert.deepEqual(
        items.map((i) => i.id),
        [mine.applicationId],
      );
      const text = JSON.stringify(res.data);
      assert.ok(!text.includes(theirs.applicationId) && !text.includes(theirs.email), 'no other family in the answer');
      const theirSchedules = await t.ctx.db
        .selectFrom('application_schedule')
        .select(['id', 'child_id'])
        .where('application_id', '=', theirs.applicationId)
        .execute();
      for (const s of theirSchedules) assert.ok(!text.includes(s.id) && !text.includes(s.child_id));
      // Without a session: refused.
      const anonymous = await call(POSITIONS);
      assert.equal(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      // A link code opens exactly its own offer: their code shows their position, never mine; a made-up code nothing.
      const viaTheirCode = await call(OFFER_POSITIONS, { c: theirCode });
      assert.deepEqual(
        viaTheirCode.data.applicationOfferForLinkCode.waitlistPositions.map((p: { position: number }) => p.position),
        [2],
      );
      assert.ok(!JSON.stringify(viaTheirCode.data).includes(mine.applicationId));
      const forged = await call(OFFER_POSITIONS, { c: 'A'.repeat(22) });
      assert.equal(forged.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal(forged.data, null);
    });

    test('twenty families joining and leaving at once leave positions 1..N with no gaps or duplicates', async () => {
      await fresh();
      const staying = await Promise.all(Array.from({ length: 10 }, () => join()));
      const leaving = await Promise.all(Array.from({ length: 10 }, () => join()));
      const codes = await Promise.all(leaving.map((family) => offer(family, true)));
      // Ten more join while the ten with waitlist places decline, all at once.
      const [joined] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => join())),
        Promise.all(codes.map((code) => answer('declineApplicationOffer', code))),
      ]);
      const waiting = [...staying, ...joined];
      const everyone = await new WaitlistRepository(t.ctx.db).positions(
        MAPLE,
        [...waiting, ...leaving].map((f) => f.applicationId),
      );
      assert.deepEqual(
        everyone.map((p) => p.position).sort((x, y) => x - y),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      assert.ok(everyone.every((p) => p.total === 20));
      assert.ok(
        everyone.every((p) => waiting.some((f) => f.applicationId === p.application_id)),
        'no family that left is counted',
      );
      // Families that enquired earlier stay ahead of those that enquired later.
      const byApplication = new Map(everyone.map((p) => [p.application_id, p.position]));
      const stayingPlaces = staying.map((f) => byApplication.get(f.applicationId)!);
      assert.ok(Math.max(...stayingPlaces) === 10, 'the ten who stayed are still the first ten');
    });
  });
}
