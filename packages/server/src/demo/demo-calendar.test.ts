import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDaysToWireDate, ageOn, compareWireDates } from '@cc/core';
import { TEST_NOW } from '../clock';
import { demoBusinesses } from './seed';

const before = (a: string, b: string) => compareWireDates(a, b) < 0;
const byName = (now: string) => Object.fromEntries(demoBusinesses(new Date(now)).map((b) => [b.key, b]));

test('seeded on the test day, the demo reads as it was written', () => {
  const { mapleGrove, northernLights, wattleTree } = byName(TEST_NOW);
  assert.deepEqual(
    mapleGrove!.groups.map((g) => [g.name, g.startDate, g.endDate]),
    [
      ['2026-2027 School Year', '2026-08-24', '2027-06-11'],
      ['Summer 2027', '2027-06-14', '2027-08-20'],
    ],
  );
  const camp = northernLights!.programs.find((p) => p.slug === 'spring-break-camp')!;
  assert.deepEqual([camp.name, camp.startDate, camp.endDate], ['Spring Break Camp 2028', '2028-03-13', '2028-03-24']);
  const vacation = wattleTree!.programs.find((p) => p.slug === 'summer-vacation-care')!;
  assert.deepEqual(
    [vacation.name, vacation.startDate, vacation.endDate],
    ['Summer Vacation Care 2027-28', '2027-12-20', '2028-01-23'],
  );
  assert.equal(mapleGrove!.children[0]!.dateOfBirth, '2024-02-14');
});

// Every day of a school year, several years out: what a family can enquire about is still ahead of them.
test('seeded on any day, the demo offers running programs and places that are still ahead', () => {
  for (let day = 0; day < 366 * 4; day += 5) {
    const now = new Date(Date.UTC(2027, 0, 1 + day));
    const today = now.toISOString().slice(0, 10);
    const { mapleGrove, northernLights, wattleTree } = byName(now.toISOString());
    const [schoolYear, summer] = mapleGrove!.groups;
    assert.ok(
      before(schoolYear!.startDate, addDaysToWireDate(today, 31)),
      `${today}: the school year has begun or is weeks away`,
    );
    assert.ok(before(today, summer!.endDate), `${today}: summer still ahead`);
    for (const business of [mapleGrove!, northernLights!, wattleTree!]) {
      for (const program of business.programs) {
        assert.ok(program.endDate ? before(today, program.endDate) : before(program.startDate, today), program.name);
        assert.ok(program.startDate.match(/^\d{4}-\d{2}-\d{2}$/));
      }
      for (const child of business.children) {
        const age = ageOn(child.dateOfBirth, today)!;
        assert.ok(age.years >= 0 && age.years < 6, `${child.firstName} is ${age.years} on ${today}`);
      }
    }
  }
});
