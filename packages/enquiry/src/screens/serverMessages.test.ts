import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serverErrorMessages } from './serverMessages';

test('each GraphQL error is shown, the extension message preferred over the message', () => {
  const messages = serverErrorMessages({
    message: 'combined',
    graphQLErrors: [
      { message: 'Link not found.', extensions: { code: 'NOT_FOUND' } },
      { message: 'raw', extensions: { message: 'The centre is closed for enquiries.' } },
    ],
  });
  assert.deepEqual(messages, ['Link not found.', 'The centre is closed for enquiries.']);
});

test('errors in the body of a failed HTTP response are read like GraphQL errors', () => {
  const networkError = Object.assign(new Error('Response not successful: Received status code 400'), {
    result: { errors: [{ message: 'Variable "$linkCode" of required type "String!" was not provided.' }] },
  });
  assert.deepEqual(serverErrorMessages({ message: 'x', graphQLErrors: [], networkError }), [
    'Variable "$linkCode" of required type "String!" was not provided.',
  ]);
});

test('a network failure without a body shows its own message; duplicates and blanks are dropped', () => {
  assert.deepEqual(serverErrorMessages({ message: 'x', networkError: new Error('Failed to fetch') }), [
    'Failed to fetch',
  ]);
  assert.deepEqual(
    serverErrorMessages({
      message: 'x',
      graphQLErrors: [{ message: 'Same' }, { message: 'Same' }, { message: ' ', extensions: { message: '' } }],
    }),
    ['Same'],
  );
});
