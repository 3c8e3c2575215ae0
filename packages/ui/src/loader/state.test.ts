import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiFromScript, claimPage } from './state';

test('the api default is the GraphQL endpoint on the origin that served the loader', () => {
  assert.equal(
    apiFromScript('https://cdn.example.org/widgets/cc-widgets.js', 'https://centre.test'),
    'https://cdn.example.org/graphql',
  );
  assert.equal(apiFromScript('/widgets/cc-widgets.js', 'https://centre.test'), 'https://centre.test/graphql');
  assert.equal(apiFromScript(undefined, 'http://localhost:3000'), 'http://localhost:3000/graphql');
});

test('the first loader claims the page and a second copy of the same version is a no-op', () => {
  const win = {} as Window;
  assert.equal(claimPage(win, '1.0.0', 'https://a.test/graphql'), 'claimed');
  assert.deepEqual(win.__ccWidgets, { version: '1.0.0', apiDefault: 'https://a.test/graphql' });
  assert.equal(claimPage(win, '1.0.0', 'https://b.test/graphql'), 'same-version');
  assert.deepEqual(win.__ccWidgets, { version: '1.0.0', apiDefault: 'https://a.test/graphql' });
});

test('a loader of another version leaves the first in place', () => {
  const win = {} as Window;
  claimPage(win, '1.0.0', 'https://a.test/graphql');
  assert.equal(claimPage(win, '2.0.0', 'https://b.test/graphql'), 'other-version');
  assert.equal(win.__ccWidgets?.version, '1.0.0');
  assert.equal(win.__ccWidgets?.apiDefault, 'https://a.test/graphql');
});
