import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FLOW_TYPES } from '../domain/enums';
import { SCHEDULE_OFFER_STATES, isActionableOffer, isOfferExpired, statusLabelKey, STATUS_LABEL_KEYS } from './index';

// Zones with and without daylight saving, on both sides of UTC and with odd offsets.
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Toronto',
  'America/St_Johns',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Perth',
  'Australia/Lord_Howe',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2040-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const zone = fc.constantFrom(...ZONES);

/** The local date by Intl alone, independent of dayjs. */
function intlLocalDate(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const shiftDays = (wire: string, days: number) =>
  new Date(Date.parse(`${wire}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

test("an offer is expired exactly when the centre's local date is past its expiry date", () => {
  fc.assert(
    fc.property(instant, zone, fc.integer({ min: -3, max: 3 }), (now, tz, offset) => {
      const today = intlLocalDate(tz, now);
      const expiry = shiftDays(today, offset);
      assert.equal(isOfferExpired(expiry, tz, now), offset < 0);
    }),
  );
});

test('once expired, an offer stays expired at every later instant', () => {
  fc.assert(
    fc.property(instant, fc.integer({ min: 0, max: 400 * 864e5 }), zone, instant, (now, later, tz, expiryAt) => {
      const expiry = expiryAt.toISOString().slice(0, 10);
      if (isOfferExpired(expiry, tz, now)) {
        assert.equal(isOfferExpired(expiry, tz, new Date(now.getTime() + later)), true);
      }
    }),
  );
});

test('an offer is never expired anywhere on its expiry day, whichever zone the centre is in', () => {
  fc.assert(
    fc.property(instant, zone, (now, tz) => {
      assert.equal(isOfferExpired(intlLocalDate(tz, now), tz, now), false);
    }),
  );
});

test('every state has a label in every flow, and an expired offer is never actionable', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SCHEDULE_OFFER_STATES),
      fc.constantFrom(...FLOW_TYPES),
      instant,
      zone,
      (state, flow, now, tz) => {
        assert.ok(STATUS_LABEL_KEYS.includes(statusLabelKey(state, flow)));
        const yesterday = shiftDays(intlLocalDate(tz, now), -1);
        assert.equal(isActionableOffer({ state, expiryDate: yesterday }, flow, tz, now), false);
      },
    ),
  );
});
