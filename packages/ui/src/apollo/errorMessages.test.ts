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

test('falls back to the network error, then the error message, then nothing', () => {
  assert.deepEqual(errorMessages({ message: 'x', networkError: new Error('Failed to fetch') }), ['Failed to fetch']);
  assert.deepEqual(errorMessages({ message: 'Something broke' }), ['Something broke']);
  assert.deepEqual(errorMessages(undefined), []);
  assert.deepEqual(errorMessages({ message: '  ' }), []);
});
