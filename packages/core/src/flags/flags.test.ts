import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_FEATURE_FLAGS, FLAG_NAMES, resolveFlags } from './index';

test('the defaults are those of both documents', () => {
  assert.deepEqual(DEFAULT_FEATURE_FLAGS, {
    leadReEnrolmentRestrictions: false,
    registrationMaintenanceWindow: false,
    leadPromoCodes: false,
    flexSchedulePolicyNotice: false,
    enrolmentShowCostEstimate: true,
    tieredRegistrationFee: false,
    registrationsCentreSelector: 'V1',
    pciReady: false,
    paymentProviderFrame: false,
  });
});

test('overrides are laid over the defaults', () => {
  const flags = resolveFlags({
    leadPromoCodes: true,
    enrolmentShowCostEstimate: false,
    registrationsCentreSelector: 'V2',
  });
  assert.equal(flags.leadPromoCodes, true);
  assert.equal(flags.enrolmentShowCostEstimate, false);
  assert.equal(flags.registrationsCentreSelector, 'V2');
  assert.equal(flags.pciReady, false);
});

test('unknown names and values of the wrong type are ignored', () => {
  const flags = resolveFlags({ leadPromoCodes: 'true', registrationsCentreSelector: 'V3', madeUp: true });
  assert.deepEqual(flags, DEFAULT_FEATURE_FLAGS);
  assert.equal('madeUp' in flags, false);
  assert.deepEqual(resolveFlags(null), DEFAULT_FEATURE_FLAGS);
  assert.deepEqual(resolveFlags('leadPromoCodes'), DEFAULT_FEATURE_FLAGS);
  assert.deepEqual(resolveFlags({ pciReady: { toString: 0 } }), DEFAULT_FEATURE_FLAGS);
});

test('resolving never changes the defaults', () => {
  resolveFlags({ pciReady: true });
  assert.equal(DEFAULT_FEATURE_FLAGS.pciReady, false);
});

test('any override object yields exactly the known flags, each a valid value', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.constantFrom(...FLAG_NAMES, 'other', '__proto__'), fc.anything()), (overrides) => {
      const flags = resolveFlags(overrides);
      assert.deepEqual(Object.keys(flags).sort(), [...FLAG_NAMES].sort());
      for (const name of FLAG_NAMES) {
        const given = (overrides as Record<string, unknown>)[name];
        const value = flags[name];
        if (name === 'registrationsCentreSelector') assert.ok(value === 'V1' || value === 'V2');
        else assert.equal(typeof value, 'boolean');
        if (Object.hasOwn(overrides, name) && value !== DEFAULT_FEATURE_FLAGS[name]) assert.equal(value, given);
      }
    }),
  );
});
