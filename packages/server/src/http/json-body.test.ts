import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { countContainers, limitJsonBodies, TOO_MANY_CONTAINERS_MESSAGE } from './json-body';

test('objects and lists are counted, what is inside strings is not', () => {
  assert.equal(countContainers('{"a":[1,{"b":[]}]}', 100), 4);
  assert.equal(countContainers('{"a":"{[{[","b":"x\\"[{"}', 100), 1);
  assert.equal(countContainers('"\\\\"', 100), 0);
  assert.equal(countContainers('["\\\\",[]]', 100), 2);
  assert.equal(countContainers('', 100), 0);
});

test('counting stops as soon as the bound is passed', () => {
  assert.equal(countContainers('[[[[[[', 3), 4);
  assert.equal(countContainers('[[[', 3), 3);
});

test('a body over the bound is refused with 400; one at the bound is parsed, prototype poisoning still refused', async () => {
  const app = Fastify();
  limitJsonBodies(app, 3);
  app.post('/', async (req) => ({ got: req.body }));
  const send = (payload: string) =>
    app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload });
  const over = await send('[[[[]]]]');
  assert.equal(over.statusCode, 400);
  assert.equal(over.json().message, TOO_MANY_CONTAINERS_MESSAGE);
  assert.equal(TOO_MANY_CONTAINERS_MESSAGE, 'The request holds too many objects and lists.');
  const at = await send('{"a":[[1]],"b":"[[[["}');
  assert.equal(at.statusCode, 200);
  assert.deepEqual(at.json(), { got: { a: [[1]], b: '[[[[' } });
  assert.equal((await send('{"__proto__":{"x":1}}')).statusCode, 400);
  assert.equal((await send('{"a":')).statusCode, 400);
  await app.close();
});
