// Places are never oversold: thirty new families submit for a program with two places at the same moment; the
// programs' row locks let one submit at a time count and take them, so exactly two rows get a place and the rest wait.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApp, targets, type TestApp } from './harness';
import { createRegistration, newFamilyInput, submitRegistration } from './registration-fixtures';

const FAMILIES = 30;

for (const target of targets()) {
  describe(`registration places under concurrent submits on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    test(`${FAMILIES} families at once for 2 places: exactly 2 get one, the rest are offered the waitlist`, async () => {
      // A second program with room for everyone: a submit for both locks both rows (in id order, no deadlock).
      const reg = await createRegistration(t, { programs: [{ places: 2 }, { places: 100 }] });
      const [scarce, roomy] = reg.programIds as [string, string];
      const results = await Promise.all(
        Array.from({ length: FAMILIES }, (_, i) =>
          submitRegistration(
            t,
            reg,
            newFamilyInput([{ registrationProgramIds: i % 2 === 0 ? [scarce, roomy] : [roomy, scarce] }]),
          ),
        ),
      );
      assert.ok(
        results.every((r) => r.success),
        JSON.stringify(results.filter((r) => !r.success)),
      );
      const rows = await t.ctx.db
        .selectFrom('registration_submission_schedule')
        .select(['registration_program_id', 'state'])
        .where('registration_program_id', 'in', [scarce, roomy])
        .execute();
      const count = (programId: string, state: string) =>
        rows.filter((r) => r.registration_program_id === programId && r.state === state).length;
      assert.equal(count(scarce, 'APPROVED'), 2);
      assert.equal(count(scarce, 'OFFERED_WAITLIST'), FAMILIES - 2);
      assert.equal(count(roomy, 'APPROVED'), FAMILIES);
      assert.equal(results.filter((r) => r.state === 'APPROVED').length, 2);
      assert.equal(results.filter((r) => r.state === 'OFFERED_WAITLIST').length, FAMILIES - 2);
      assert.equal(new Set(results.map((r) => r.linkCode)).size, FAMILIES);
    });
  });
}
