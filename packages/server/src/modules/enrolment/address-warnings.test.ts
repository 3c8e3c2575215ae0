import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressesWithoutState } from './address-warnings';

test('an address with a first line and no state is found wherever it sits; a complete or empty one is not', () => {
  const answers = {
    primaryContacts: [
      { address: { address1: '1 Smith St', city: 'Fitzroy', state: '' } },
      { address: { address1: '2 Main St', state: 'VIC' } },
      { address: { address1: '' } },
    ],
    pickUp: { place: { address1: '3 High St' } },
  };
  assert.deepEqual(addressesWithoutState(answers), ['primaryContacts.0.address', 'pickUp.place']);
});
