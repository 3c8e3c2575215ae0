import { test } from 'node:test';
import assert from 'node:assert/strict';
import { errorMessages } from './errorMessages';

test('prefers the extension message of each GraphQL error, then its message', () => {
  const error = {
    message: 'Response not successful',
    graphQLErrors: [
      { message: 'Internal detail', extensions: { message: 'Too many requests. Please wait a minute and try again.' } },
      { message: 'Unexpected error.' },
    ],
  };
  assert.deepEqual(errorMessages(error), [
    'Too many requests. Please wait a minute and try again.',
    'Unexpected error.',
  ]);
});

test('reads GraphQL errors from a failed HTTP response body, once each', () => {
  const error = {
    message: 'Response not successful: Received status code 400',
    graphQLErrors: [],
    networkError: Object.assign(new Error('Received status code 400'), {
      result: { errors: [{ message: 'Bad input' }, { message: 'Bad input' }] },
    }),
  };
  assert.deepEqual(errorMessages(error), ['Bad input']);
});

test("never passes on the browser's or Apollo's own words: without a server message there is none", () => {
  const down = { message: 'Failed to fetch', networkError: new TypeError('Failed to fetch') };
  assert.deepEqual(errorMessages(down), []);
  const status500 = {
    message: 'Response not successful: Received status code 500',
    networkError: Object.assign(new Error('Response not successful: Received status code 500'), {
      result: '<html>Bad gateway</html>',
    }),
  };
  assert.deepEqual(errorMessages(status500), []);
  assert.deepEqual(errorMessages({ message: 'Something broke' }), []);
  assert.deepEqual(errorMessages(undefined), []);
});
