import assert from 'node:assert/strict';
import test from 'node:test';
import {
  formatCentreAddress,
  isCentreSelectable,
  limitToAllowed,
  preselectableId,
  splitBySelectable,
  toChosenCentre,
  type CentreOption,
} from './centres';

const complete = { usesParentApplication: true, businessUsesReEnrol: false, usesEnrolmentForm: false };
const address = { address1: '12 Elm St', address2: null, city: 'Springfield', state: 'IL', postalCode: '62704' };

function centre(id: string, settings: Partial<CentreOption['reEnrolSettings']> = {}): CentreOption {
  return {
    id,
    name: `Centre ${id}`,
    businessId: 'b1',
    phoneNumber: null,
    address,
    reEnrolSettings: { ...complete, ...settings },
  };
}

test('a centre is selectable only when every re-enrolment setting is configured (false counts as configured)', () => {
  assert.equal(isCentreSelectable(centre('a')), true);
  assert.equal(isCentreSelectable(centre('a', { usesParentApplication: false })), true);
  for (const field of ['usesParentApplication', 'businessUsesReEnrol', 'usesEnrolmentForm'] as const) {
    assert.equal(isCentreSelectable(centre('a', { [field]: null })), false, field);
  }
});

test('the __typename Apollo adds to the settings is not a setting', () => {
  const withTypename = centre('a');
  Object.assign(withTypename.reEnrolSettings, { __typename: 'ReEnrolSettings' });
  assert.equal(isCentreSelectable(withTypename), true);
});

test('allowed ids limit the list; no list means no limit; an empty list allows none (as the server reads it)', () => {
  const all = [centre('a'), centre('b'), centre('c')];
  assert.deepEqual(
    limitToAllowed(all, ['c', 'a', 'zzz']).map((c) => c.id),
    ['a', 'c'],
  );
  assert.deepEqual(
    limitToAllowed(all, undefined).map((c) => c.id),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(limitToAllowed(all, []), []);
});

test('splits enabled from disabled centres and keeps the order within each group', () => {
  const list = [
    centre('a', { usesEnrolmentForm: null }),
    centre('b'),
    centre('c', { businessUsesReEnrol: null }),
    centre('d'),
  ];
  const { enabled, disabled } = splitBySelectable(list);
  assert.deepEqual(
    enabled.map((c) => c.id),
    ['b', 'd'],
  );
  assert.deepEqual(
    disabled.map((c) => c.id),
    ['a', 'c'],
  );
});

test('preselects only a listed, selectable centre', () => {
  const list = [centre('a'), centre('b', { usesEnrolmentForm: null })];
  assert.equal(preselectableId(list, 'a'), 'a');
  assert.equal(preselectableId(list, 'b'), undefined);
  assert.equal(preselectableId(list, 'elsewhere'), undefined);
  assert.equal(preselectableId(list, undefined), undefined);
});

test('hands the flow id, name and business id only', () => {
  assert.deepEqual(toChosenCentre(centre('a')), { id: 'a', name: 'Centre a', businessId: 'b1' });
});

test('writes the address the way the region does and leaves out missing parts', () => {
  assert.equal(formatCentreAddress(address, 'US'), '12 Elm St, Springfield, IL 62704');
  assert.equal(
    formatCentreAddress(
      { address1: '4 Harbour Rd', address2: 'Level 2', city: 'Sydney', state: 'NSW', postalCode: '2000' },
      'AU',
    ),
    '4 Harbour Rd, Level 2, Sydney NSW 2000',
  );
  assert.equal(
    formatCentreAddress({ address1: ' ', address2: null, city: 'Toronto', state: null, postalCode: 'M5V 2T6' }, 'CA'),
    'Toronto, M5V 2T6',
  );
  assert.equal(
    formatCentreAddress({ address1: null, address2: null, city: null, state: null, postalCode: null }, 'US'),
    '',
  );
});
