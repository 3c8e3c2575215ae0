import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dueThreshold, offerLapsesAt, startOfDayIn } from './reminder-windows';

const H = 3_600_000;

describe('startOfDayIn', () => {
  it('gives local midnight on ordinary days and on both sides of a DST change', () => {
    assert.equal(startOfDayIn('America/Chicago', '2026-11-01').toISOString(), '2026-11-01T05:00:00.000Z');
    assert.equal(startOfDayIn('America/Chicago', '2026-11-02').toISOString(), '2026-11-02T06:00:00.000Z');
    assert.equal(startOfDayIn('America/Toronto', '2026-03-08').toISOString(), '2026-03-08T05:00:00.000Z');
    assert.equal(startOfDayIn('America/Toronto', '2026-03-09').toISOString(), '2026-03-09T04:00:00.000Z');
    assert.equal(startOfDayIn('Australia/Sydney', '2026-10-04').toISOString(), '2026-10-03T14:00:00.000Z');
    assert.equal(startOfDayIn('Australia/Sydney', '2026-10-05').toISOString(), '2026-10-04T13:00:00.000Z');
    assert.equal(startOfDayIn('Australia/Sydney', '2026-04-05').toISOString(), '2026-04-04T13:00:00.000Z');
    assert.equal(startOfDayIn('Australia/Sydney', '2026-04-06').toISOString(), '2026-04-05T14:00:00.000Z');
  });
});

describe('dueThreshold', () => {
  // Chicago falls back on Sunday 1 November 2026: the 48 hours before Tuesday's midnight hold an hour more wall time.
  const offer = { expiryDate: '2026-11-02', timezone: 'America/Chicago', createdAt: new Date('2026-10-25T12:00:00Z') };
  const lapses = offerLapsesAt(offer.timezone, offer.expiryDate).getTime();

  it('lapses as the day after the expiry date begins in the centre', () => {
    assert.equal(new Date(lapses).toISOString(), '2026-11-03T06:00:00.000Z');
  });

  it('is due from each threshold to the next, in elapsed hours across the DST change', () => {
    const at = (ms: number) => dueThreshold(offer, [48, 24], new Date(ms));
    assert.equal(at(lapses - 48 * H - 1), null);
    assert.equal(at(lapses - 48 * H), 48);
    assert.equal(at(lapses - 24 * H - 1), 48);
    assert.equal(at(lapses - 24 * H), 24);
    assert.equal(at(lapses - 1), 24);
    assert.equal(at(lapses), null);
  });

  it('sends no reminder for a threshold that had passed when the offer was made', () => {
    const late = { ...offer, createdAt: new Date(lapses - 30 * H) };
    assert.equal(dueThreshold(late, [48, 24], new Date(lapses - 26 * H)), null);
    assert.equal(dueThreshold(late, [48, 24], new Date(lapses - 20 * H)), 24);
  });

  it('reads thresholds in any order and ignores non-positive ones', () => {
    assert.equal(dueThreshold(offer, [24, 0, 72, -5, 24], new Date(lapses - 60 * H)), 72);
    assert.equal(dueThreshold(offer, [], new Date(lapses - 1)), null);
  });
});
