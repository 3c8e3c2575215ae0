import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isOriginAllowed } from './origins';

const demo = ['http://localhost:*', 'http://127.0.0.1:*', 'https://www.maplegrove.example'];

test('a wildcard port matches any port on that scheme and host only', () => {
  assert.equal(isOriginAllowed('http://localhost:8080', demo), true);
  assert.equal(isOriginAllowed('http://localhost', demo), true);
  assert.equal(isOriginAllowed('https://localhost:8080', demo), false);
  assert.equal(isOriginAllowed('http://localhost.evil.example:80', demo), false);
});

test('exact origins match exactly', () => {
  assert.equal(isOriginAllowed('https://www.maplegrove.example', demo), true);
  assert.equal(isOriginAllowed('https://maplegrove.example', demo), false);
  assert.equal(isOriginAllowed('https://www.maplegrove.example/path', demo), false);
  assert.equal(isOriginAllowed('null', demo), false);
});

test('a wildcard pattern is a whole pattern; an origin is only an origin', () => {
  assert.equal(isOriginAllowed('http://localhost:8080/path', demo), false);
  assert.equal(isOriginAllowed('http://localhost:8080', ['xhttp://localhost:*']), false);
  assert.equal(isOriginAllowed('http://localhost:8080', ['http://localhost:*x']), false);
  assert.equal(isOriginAllowed('http://otherhost:8080', ['http://localhost:*']), false);
});
