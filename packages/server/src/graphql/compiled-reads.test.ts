import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'graphql';
import { runsCompiled } from './compiled-reads';

test('an operation runs compiled only when every root field it asks for is on the compiled list', () => {
  const programs = parse(
    'query P($b: ID!) { programsForCenter(businessId: $b, centerId: $b, searchDate: "x") { __typename } }',
  );
  assert.equal(runsCompiled(programs, 'P'), true);
  assert.equal(runsCompiled(programs), true, 'a document with one operation needs no name');

  const mixed = parse(
    'query M { programsForCenter(businessId: "b", centerId: "c", searchDate: "x") { __typename } center(id: "c") { id } }',
  );
  assert.equal(runsCompiled(mixed, 'M'), false, 'a field graphql-jit was not checked for runs interpreted');
  assert.equal(runsCompiled(parse('query { fetchMe { id } }')), false);
  assert.equal(runsCompiled(parse('mutation { programsForCenter }')), false, 'never a mutation');

  const two = parse('query A { programsForCenter { id } } query B { fetchMe { id } }');
  assert.equal(runsCompiled(two, 'A'), true);
  assert.equal(runsCompiled(two, 'B'), false, 'decided per operation of a document');
  assert.equal(runsCompiled(two, 'C'), false, 'an unknown operation is not compiled');
});
