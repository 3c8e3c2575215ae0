import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkStruct } from '../validation/result';
import { DEFAULT_LOCALE, DEFAULT_REGION } from '../region/region';
import {
  WireDate,
  addDaysToWireDate,
  ageOn,
  compareWireDates,
  dayOfWeekOf,
  formatDateForRegion,
  formatOfferDate,
  isWireDate,
  localDateIn,
  systemDate,
  parseWireDate,
  startOfWeek,
  weekStartFor,
  DEFAULT_DATE_DISPLAY_FORMAT,
} from './index';
import { formatRegistrationDate } from './registration-date';

test('payload dates are YYYY-MM-DD and must name a real day', () => {
  assert.deepEqual(parseWireDate('2024-02-29'), { year: 2024, month: 2, day: 29 });
  assert.equal(parseWireDate('2023-02-29'), null);
  assert.equal(parseWireDate('2024-13-01'), null);
  assert.equal(parseWireDate('2024-04-31'), null);
  assert.equal(isWireDate('03-05-2024'), false);
  assert.equal(isWireDate('2024-3-5'), false);
  assert.equal(isWireDate('2024-03-05T00:00:00Z'), false);
});

test('a date field reports a blank value as required and a malformed one as date-invalid', () => {
  assert.deepEqual(checkStruct(WireDate, '2025-01-31'), { ok: true, value: '2025-01-31' });
  assert.deepEqual(checkStruct(WireDate, ''), { ok: false, errors: [{ path: '', key: 'required' }] });
  assert.deepEqual(checkStruct(WireDate, '31/01/2025'), { ok: false, errors: [{ path: '', key: 'date-invalid' }] });
});

test('US shows MM-DD-YYYY, AU DD-MM-YYYY, Canada follows the US', () => {
  assert.equal(formatDateForRegion('2025-03-07', 'US'), '03-07-2025');
  assert.equal(formatDateForRegion('2025-03-07', 'AU'), '07-03-2025');
  assert.equal(formatDateForRegion('2025-03-07', 'CA'), '03-07-2025');
  assert.equal(formatDateForRegion('2025-03-07'), '03-07-2025');
  assert.equal(DEFAULT_DATE_DISPLAY_FORMAT, 'MM-DD-YYYY');
});

test('registration shows MM/DD/YYYY and offers "MMM DD, YYYY"', () => {
  assert.equal(formatRegistrationDate('2019-11-04'), '11/04/2019');
  assert.equal(formatOfferDate('2025-03-07'), 'Mar 07, 2025');
  assert.equal(formatOfferDate('2024-12-31'), 'Dec 31, 2024');
});

test('an unreadable date displays as nothing rather than "Invalid Date"', () => {
  assert.equal(formatOfferDate('not a date'), '');
  assert.equal(formatDateForRegion('2023-02-29', 'AU'), '');
});

test('age is given in completed years and months on a given date', () => {
  assert.deepEqual(ageOn('2020-06-15', '2024-06-15'), { years: 4, months: 0 });
  assert.deepEqual(ageOn('2020-06-15', '2024-06-14'), { years: 3, months: 11 });
  assert.deepEqual(ageOn('2023-01-10', '2024-03-09'), { years: 1, months: 1 });
  assert.deepEqual(ageOn('2024-01-31', '2024-02-29'), { years: 0, months: 1 });
  assert.deepEqual(ageOn('2020-02-29', '2021-02-28'), { years: 1, months: 0 });
  assert.equal(ageOn('2024-06-15', '2024-06-14'), null);
  assert.equal(ageOn('2024-02-30', '2024-06-14'), null);
});

test('US weeks start on Sunday and AU weeks on Monday', () => {
  assert.equal(weekStartFor('US'), 'SUNDAY');
  assert.equal(weekStartFor('AU'), 'MONDAY');
  assert.equal(weekStartFor('CA'), 'SUNDAY');
  // 2025-03-05 is a Wednesday.
  assert.equal(dayOfWeekOf('2025-03-05'), 3);
  assert.equal(startOfWeek('2025-03-05', 'US'), '2025-03-02');
  assert.equal(startOfWeek('2025-03-05', 'AU'), '2025-03-03');
  // A Sunday opens its US week but closes its AU week.
  assert.equal(startOfWeek('2025-03-09', 'US'), '2025-03-09');
  assert.equal(startOfWeek('2025-03-09', 'AU'), '2025-03-03');
});

test('the defaults are locale en and region US', () => {
  assert.equal(DEFAULT_LOCALE, 'en');
  assert.equal(DEFAULT_REGION, 'US');
  assert.equal(weekStartFor(), 'SUNDAY');
});

test("a centre's local date depends on its time zone", () => {
  const instant = new Date('2025-03-05T20:00:00Z');
  assert.equal(localDateIn('America/Los_Angeles', instant), '2025-03-05');
  assert.equal(localDateIn('Australia/Sydney', instant), '2025-03-06');
});

test("the machine's own date is the date in the zone Intl resolves for it, whatever that zone", () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Australia/Sydney', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env.TZ = tz;
      assert.equal(Intl.DateTimeFormat().resolvedOptions().timeZone, tz);
      // Either side of midnight in the zone, and a leap day.
      for (const iso of [
        '2025-03-05T20:00:00Z',
        '2025-03-05T13:30:00Z',
        '2028-02-29T10:00:00Z',
        '2025-12-31T23:59:59Z',
      ]) {
        const instant = new Date(iso);
        assert.equal(systemDate(instant), localDateIn(tz, instant), `${tz} at ${iso}`);
      }
    }
    process.env.TZ = 'Australia/Sydney';
    assert.equal(systemDate(new Date('2025-03-05T20:00:00Z')), '2025-03-06');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});

test('wire dates order as calendar dates', () => {
  assert.equal(compareWireDates('2024-12-31', '2025-01-01'), -1);
  assert.equal(compareWireDates('2025-01-01', '2025-01-01'), 0);
  assert.equal(compareWireDates('2025-10-01', '2025-09-30'), 1);
});

test('addDaysToWireDate crosses month, year and leap-day boundaries', () => {
  assert.equal(addDaysToWireDate('2027-12-31', 1), '2028-01-01');
  assert.equal(addDaysToWireDate('2028-02-28', 1), '2028-02-29');
  assert.equal(addDaysToWireDate('2027-03-01', -1), '2027-02-28');
  assert.throws(() => addDaysToWireDate('2027-02-30', 1), /Not a YYYY-MM-DD date/);
});
