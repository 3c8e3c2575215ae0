import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enquiryRoutes, flowStart } from './flowMode';

test('the hosted routes: landing, new and center-initiated', () => {
  assert.deepEqual(flowStart({ view: 'landing', linkCode: 'L' }), { screen: 'landing', linkCode: 'L' });
  assert.deepEqual(flowStart({ view: 'new', linkCode: 'L' }), {
    screen: 'select',
    business: { linkCode: 'L' },
    linkCode: 'L',
  });
  assert.deepEqual(flowStart({ view: 'center-initiated', centerId: 'C', staffId: 'S' }), {
    screen: 'select',
    business: { centerId: 'C' },
    initialCenterId: 'C',
    staffId: 'S',
  });
  assert.deepEqual(flowStart({ view: 'center-initiated', centerId: 'C' }), {
    screen: 'select',
    business: { centerId: 'C' },
    initialCenterId: 'C',
    staffId: undefined,
  });
});

test('the form route takes the business from business-id, else from the remembered link code', () => {
  assert.deepEqual(flowStart({ view: 'form', businessId: 'B' }, 'L'), {
    screen: 'select',
    business: { businessId: 'B' },
    linkCode: undefined,
    staffId: undefined,
  });
  assert.deepEqual(flowStart({ view: 'form' }, 'L'), {
    screen: 'select',
    business: { linkCode: 'L' },
    linkCode: 'L',
    staffId: undefined,
  });
  assert.deepEqual(flowStart({ view: 'form', centerId: 'C' }, 'L'), {
    screen: 'form',
    business: { linkCode: 'L' },
    linkCode: 'L',
    centerId: 'C',
    staffId: undefined,
  });
  assert.deepEqual(flowStart({ view: 'form' }), { screen: 'invalid' });
});

test('embedded without a view: the attributes decide', () => {
  assert.deepEqual(flowStart({ centerId: 'C', staffId: 'S' }), {
    screen: 'select',
    business: { centerId: 'C' },
    initialCenterId: 'C',
    staffId: 'S',
  });
  assert.deepEqual(flowStart({ centerId: 'C' }), {
    screen: 'form',
    business: { centerId: 'C' },
    linkCode: undefined,
    centerId: 'C',
  });
  assert.deepEqual(flowStart({ linkCode: 'L' }), { screen: 'select', business: { linkCode: 'L' }, linkCode: 'L' });
  assert.deepEqual(flowStart({ businessId: 'B' }), { screen: 'select', business: { businessId: 'B' } });
  assert.deepEqual(flowStart({}), { screen: 'invalid' });
});

test('missing ids and unknown views are refused', () => {
  assert.deepEqual(flowStart({ view: 'landing' }), { screen: 'invalid' });
  assert.deepEqual(flowStart({ view: 'new' }), { screen: 'invalid' });
  assert.deepEqual(flowStart({ view: 'center-initiated' }), { screen: 'invalid' });
  assert.deepEqual(flowStart({ view: 'print', linkCode: 'L' }), { screen: 'invalid' });
});

test('routes for cc-navigate', () => {
  assert.equal(enquiryRoutes.landing('a b'), '/inquiry/a%20b');
  assert.equal(enquiryRoutes.newEnquiry('abc'), '/inquiry/new/abc');
});
