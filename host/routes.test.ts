import { test } from 'node:test';
import assert from 'node:assert/strict';
import { match, queryAttributes, ROUTES, WIDGET_TAGS } from './routes';

test('the enquiry form route is not taken for a link code', () => {
  assert.deepEqual(match('/inquiry/form')?.attributes, { view: 'form' });
  assert.deepEqual(match('/inquiry/abc123')?.attributes, { view: 'landing', 'link-code': 'abc123' });
  assert.deepEqual(match('/inquiry/new/abc123')?.attributes, { view: 'new', 'link-code': 'abc123' });
  assert.equal(match('/inquiry/form')?.tag, 'cc-enquiry');
});

test('a centre-initiated enquiry carries the centre and, when given, the staff member', () => {
  assert.deepEqual(match('/c-inquiry/c-1')?.attributes, { view: 'center-initiated', 'center-id': 'c-1' });
  assert.deepEqual(match('/c-inquiry/c-1/staff/s-9')?.attributes, {
    view: 'center-initiated',
    'center-id': 'c-1',
    'staff-id': 's-9',
  });
});

test('registration and checkout go to cc-registration with the link code', () => {
  const registration = match('/registration/R1');
  assert.equal(registration?.tag, 'cc-registration');
  assert.deepEqual(registration?.attributes, { view: 'registration', 'link-code': 'R1' });
  assert.deepEqual(match('/registration-submission/R1')?.attributes, { view: 'checkout', 'link-code': 'R1' });
});

test('offer, print, payment and preview go to cc-offer', () => {
  assert.deepEqual(match('/offer/ACT')?.attributes, { view: 'offer', 'link-code': 'ACT' });
  assert.deepEqual(match('/offer/ACT/print')?.attributes, { view: 'print', 'link-code': 'ACT' });
  assert.deepEqual(match('/payment')?.attributes, { view: 'payment' });
  assert.deepEqual(match('/preview/h4sh')?.attributes, { view: 'preview', 'link-code': 'h4sh' });
  for (const path of ['/offer/ACT', '/offer/ACT/print', '/payment', '/preview/h4sh']) {
    assert.equal(match(path)?.tag, 'cc-offer', path);
  }
});

test('the update-form routes go to cc-portal (the parent signs in there) with business, centre and correlation', () => {
  assert.equal(match('/parent-portal/updateEnrolmentForm')?.tag, 'cc-portal');
  assert.deepEqual(match('/parent-portal/updateEnrolmentForm')?.attributes, { view: 'update-enrolment-form' });
  assert.deepEqual(match('/parent-portal/updateEnrolmentForm/business/b1/center/c2/correlation/x3')?.attributes, {
    view: 'update-enrolment-form',
    'business-id': 'b1',
    'center-id': 'c2',
    'correlation-id': 'x3',
  });
});

test('parent-portal routes open the right portal view', () => {
  const views: Record<string, string> = {
    '/parent-portal': 'dashboard',
    '/parent-portal/re-enrolment': 're-enrolment',
    '/parent-portal/login': 'login',
    '/parent-portal/inquiry/success': 'inquiry-success',
    '/parent-portal/closed-requests': 'closed-requests',
  };
  for (const [path, view] of Object.entries(views)) {
    assert.equal(match(path)?.tag, 'cc-portal', path);
    assert.equal(match(path)?.attributes.view, view, path);
  }
  assert.deepEqual(match('/parent-portal/login/L1')?.attributes, { view: 'login', 'link-code': 'L1' });
  assert.deepEqual(match('/parent-portal/decline/L1')?.attributes, { view: 'decline', 'link-code': 'L1' });
});

test('segments are decoded and a trailing slash is tolerated', () => {
  assert.equal(match('/offer/a%20b/')?.attributes['link-code'], 'a b');
});

test('undocumented, malformed or incomplete paths do not match', () => {
  for (const path of [
    '/',
    '/not-found',
    '/inquiry',
    '/offer',
    '/offer/a/b',
    '/offer/%E0%A4%A',
    '/c-inquiry/c/staff',
    '/widgets/x',
  ]) {
    assert.equal(match(path), null, path);
  }
});

test('every route names a known tag and a view, and no two routes share a pattern', () => {
  const patterns = new Set<string>();
  for (const route of ROUTES) {
    assert.ok(WIDGET_TAGS.includes(route.tag), route.pattern);
    assert.ok(route.view.length > 0, route.pattern);
    assert.ok(!patterns.has(route.pattern), route.pattern);
    patterns.add(route.pattern);
  }
});

test('debug can be switched on from the query string, and nothing else is taken from it', () => {
  assert.deepEqual(queryAttributes('?debug=true'), { debug: '' });
  assert.deepEqual(queryAttributes('?debug'), { debug: '' });
  assert.deepEqual(queryAttributes('?debug=false'), {});
  assert.deepEqual(queryAttributes('?token=secret&link-code=x'), {});
});

test("the portal's login link hands the element its redirect, state and business; other elements get none of them", () => {
  const search = '?redirect=%2Fparent-portal&state=abc&businessId=b1&token=secret';
  assert.deepEqual(queryAttributes(search, 'cc-portal'), {
    redirect: '/parent-portal',
    'login-state': 'abc',
    'business-id': 'b1',
  });
  assert.deepEqual(queryAttributes(search, 'cc-enquiry'), {});
});

test('the enquiry-success page is a portal route still waiting for its screen; re-enrolment has its own', () => {
  assert.equal(match('/parent-portal/re-enrolment')?.route.pending, undefined);
  assert.equal(match('/parent-portal/inquiry/success')?.route.pending, true);
  assert.equal(match('/parent-portal')?.route.pending, undefined);
  assert.equal(match('/parent-portal/decline/abc')?.route.pending, undefined);
});

test('/payment takes the offer link code from the query string; other elements never do', () => {
  assert.deepEqual(queryAttributes('?linkCode=q8Vt2LmX9cRb4NwP7kZe3A', 'cc-offer'), {
    'link-code': 'q8Vt2LmX9cRb4NwP7kZe3A',
  });
  assert.deepEqual(queryAttributes('?linkCode=q8Vt2LmX9cRb4NwP7kZe3A', 'cc-portal'), {});
});

test('the offer, its print view, its form, its preview and the update form are live', () => {
  assert.equal(match('/offer/abc/enrolment-form')?.route.pending, undefined);
  assert.equal(match('/preview/abc')?.route.pending, undefined);
  assert.equal(match('/parent-portal/updateEnrolmentForm')?.route.pending, undefined);
  assert.equal(match('/offer/abc')?.route.pending, undefined);
  assert.equal(match('/offer/abc/print')?.route.pending, undefined);
});
