import assert from 'node:assert/strict';
import { test } from 'node:test';
import { registrationFee, type FeeProgram } from './registration-fees';

const program: FeeProgram = {
  fee_cents: 5000,
  early_bird_fee_cents: 4000,
  early_bird_until: '2027-01-10',
  tiered_fee_cents: [5000, 3500, 3000],
};

test('inside the early-bird window (its last day included) the early-bird fee, whatever the tiers', () => {
  for (const today of ['2026-12-01', '2027-01-10']) {
    assert.deepEqual(registrationFee(program, { centreToday: today, position: 3, tiered: true, feesAllowed: true }), {
      feeCents: 4000,
      isEarlyBird: true,
    });
  }
});

test('after the window: the tier of the child position while the flag is on (the last repeats), else the fee', () => {
  const after = (position: number, tiered: boolean) =>
    registrationFee(program, { centreToday: '2027-01-11', position, tiered, feesAllowed: true }).feeCents;
  assert.deepEqual(
    [1, 2, 3, 4, 9].map((p) => after(p, true)),
    [5000, 3500, 3000, 3000, 3000],
  );
  assert.deepEqual(
    [1, 2, 3].map((p) => after(p, false)),
    [5000, 5000, 5000],
  );
});

test('no window or no early-bird fee: never early bird; no tiers: the fee even with the flag on', () => {
  const plain: FeeProgram = {
    fee_cents: 2500,
    early_bird_fee_cents: null,
    early_bird_until: null,
    tiered_fee_cents: null,
  };
  assert.deepEqual(
    registrationFee(plain, { centreToday: '2027-01-01', position: 2, tiered: true, feesAllowed: true }),
    {
      feeCents: 2500,
      isEarlyBird: false,
    },
  );
  const dayOnly = { ...plain, early_bird_until: '2027-12-31' };
  assert.equal(
    registrationFee(dayOnly, { centreToday: '2027-01-01', position: 1, tiered: false, feesAllowed: true }).isEarlyBird,
    false,
  );
  assert.equal(
    registrationFee(
      { ...plain, tiered_fee_cents: [] },
      { centreToday: '2027-01-01', position: 1, tiered: true, feesAllowed: true },
    ).feeCents,
    2500,
  );
});

test('at a centre with application fees off: nothing, and never early bird, whatever the window or tiers', () => {
  for (const today of ['2026-12-01', '2027-01-11']) {
    assert.deepEqual(registrationFee(program, { centreToday: today, position: 2, tiered: true, feesAllowed: false }), {
      feeCents: 0,
      isEarlyBird: false,
    });
  }
});
