import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { REGIONS } from '../region/region';
import {
  ageOn,
  compareWireDates,
  dayOfWeekOf,
  formatDateForRegion,
  formatWireDate,
  isWireDate,
  parseWireDate,
  startOfWeek,
  weekStartFor,
} from './index';

const day = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2199-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const wire = day.map((d) => d.toISOString().slice(0, 10));

test('every real calendar day round-trips through YYYY-MM-DD', () => {
  fc.assert(
    fc.property(wire, (value) => {
      const parsed = parseWireDate(value);
      assert.ok(parsed);
      assert.equal(formatWireDate(parsed), value);
    }),
  );
});

test('a day number past the end of its month is never accepted', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1900, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      assert.equal(isWireDate(`${year}-${mm}-${lastDay}`), true);
      assert.equal(isWireDate(`${year}-${mm}-${lastDay + 1}`), false);
    }),
  );
});

test('string order of wire dates is time order', () => {
  fc.assert(
    fc.property(day, day, (a, b) => {
      const cmp = compareWireDates(a.toISOString().slice(0, 10), b.toISOString().slice(0, 10));
      const byDay = Math.sign(Math.floor(a.getTime() / 864e5) - Math.floor(b.getTime() / 864e5));
      assert.equal(cmp, byDay);
    }),
  );
});

test('regional display keeps the same year, month and day', () => {
  fc.assert(
    fc.property(wire, fc.constantFrom(...REGIONS), (value, region) => {
      const [y, m, d] = value.split('-');
      const shown = formatDateForRegion(value, region);
      assert.equal(shown, region === 'AU' ? `${d}-${m}-${y}` : `${m}-${d}-${y}`);
    }),
  );
});

test('age never decreases as the date moves on, and months stay within 0..11', () => {
  fc.assert(
    fc.property(wire, wire, wire, (birth, x, y) => {
      const [earlier, later] = x <= y ? [x, y] : [y, x];
      const a = ageOn(birth, earlier);
      const b = ageOn(birth, later);
      if (earlier < birth) assert.equal(a, null);
      if (a && b) {
        assert.ok(a.months >= 0 && a.months <= 11);
        assert.ok(a.years * 12 + a.months <= b.years * 12 + b.months);
      }
      if (later >= birth) assert.ok(b);
    }),
  );
});

test('on the n-th birthday the age is exactly n years', () => {
  fc.assert(
    fc.property(wire, fc.integer({ min: 0, max: 18 }), (birth, years) => {
      const [y, m, d] = birth.split('-');
      const birthday = `${Number(y) + years}-${m}-${d}`;
      fc.pre(isWireDate(birthday));
      assert.deepEqual(ageOn(birth, birthday), { years, months: 0 });
    }),
  );
});

test('the start of week is the region start day, at most six days back', () => {
  fc.assert(
    fc.property(wire, fc.constantFrom(...REGIONS), (value, region) => {
      const start = startOfWeek(value, region);
      assert.ok(start);
      assert.equal(dayOfWeekOf(start), weekStartFor(region) === 'SUNDAY' ? 0 : 1);
      const back = (Date.parse(value) - Date.parse(start)) / 864e5;
      assert.ok(back >= 0 && back <= 6);
    }),
  );
});
