import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { DEFAULT_MAX_ITEMS, ListLimitsRule, variableListError } from './input-list-limits';

const schema = buildSchema(`
  directive @maxItems(n: Int!) on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
  input Child { name: String!, tags: [String!], siblings: [[String!]] @maxItems(n: 2) }
  input Family { children: [Child!] @maxItems(n: 3), notes: [String] }
  type Query {
    family(input: Family): Int
    ids(ids: [ID!]! @maxItems(n: 2)): Int
    many(ids: [ID!]): Int
    one(id: ID): Int
  }
`);

function variablesError(query: string, variables: Record<string, unknown> | null) {
  const document = parse(query);
  return variableListError(schema, getOperationAST(document)!, variables)?.message;
}

const FAMILY = 'query Q($f: Family) { family(input: $f) }';
const child = (extra: Record<string, unknown> = {}) => ({ name: 'A', ...extra });

test('a list field takes up to its declared bound, and is refused past it with where and how many', () => {
  assert.equal(variablesError(FAMILY, { f: { children: [child(), child(), child()] } }), undefined);
  assert.equal(
    variablesError(FAMILY, { f: { children: [child(), child(), child(), child()] } }),
    'Variable "$f" at "f.children" may hold at most 3 items; it holds 4.',
  );
});

test('a list without a bound takes DEFAULT_MAX_ITEMS', () => {
  const notes = (n: number) => ({ f: { notes: Array.from({ length: n }, () => 'x') } });
  assert.equal(variablesError(FAMILY, notes(DEFAULT_MAX_ITEMS)), undefined);
  assert.equal(
    variablesError(FAMILY, notes(DEFAULT_MAX_ITEMS + 1)),
    `Variable "$f" at "f.notes" may hold at most 100 items; it holds 101.`,
  );
  assert.equal(
    variablesError('query Q($ids: [ID!]) { many(ids: $ids) }', { ids: Array.from({ length: 101 }, () => '1') }),
    'Variable "$ids" at "ids" may hold at most 100 items; it holds 101.',
  );
});

test('lists inside list items are bounded too, with their path', () => {
  const tags = Array.from({ length: 101 }, () => 't');
  assert.equal(
    variablesError(FAMILY, { f: { children: [child(), child({ tags })] } }),
    'Variable "$f" at "f.children[1].tags" may hold at most 100 items; it holds 101.',
  );
  assert.equal(
    variablesError(FAMILY, { f: { children: [child({ siblings: [['a'], ['b'], ['c']] })] } }),
    'Variable "$f" at "f.children[0].siblings" may hold at most 2 items; it holds 3.',
  );
  assert.equal(
    variablesError(FAMILY, { f: { children: [child({ siblings: [Array.from({ length: 101 }, () => 's')] })] } }),
    'Variable "$f" at "f.children[0].siblings[0]" may hold at most 100 items; it holds 101.',
  );
});

test('values that are not what the type says are left to coercion, which refuses them', () => {
  assert.equal(variablesError(FAMILY, { f: { children: 'not a list' } }), undefined);
  assert.equal(variablesError(FAMILY, { f: 'not an object' }), undefined);
  assert.equal(variablesError(FAMILY, { f: { children: [null, 'x'], unknown: [1, 2, 3, 4] } }), undefined);
  assert.equal(variablesError(FAMILY, {}), undefined);
  assert.equal(variablesError(FAMILY, null), undefined);
  assert.equal(variablesError('query Q($x: Nope) { one(id: 1) }', { x: [1] }), undefined);
});

test('the error is a bad input refused with 400', () => {
  const document = parse(FAMILY);
  const error = variableListError(schema, getOperationAST(document)!, { f: { children: [1, 2, 3, 4] } });
  assert.deepEqual(error?.extensions, { code: 'BAD_USER_INPUT', http: { status: 400 } });
  assert.equal(error?.nodes?.[0]?.kind, 'VariableDefinition');
});

const literalErrors = (query: string) =>
  validate(schema, parse(query), [...specifiedRules, ListLimitsRule]).map((e) => e.message);

test('lists written into the document are held to the same bounds', () => {
  assert.deepEqual(literalErrors('{ ids(ids: ["1", "2"]) }'), []);
  assert.deepEqual(literalErrors('{ ids(ids: ["1", "2", "3"]) }'), [
    'Argument "ids" may hold at most 2 items; it holds 3.',
  ]);
  assert.deepEqual(literalErrors('{ family(input: { children: [{ name: "a" }, { name: "b" }, { name: "c" }] }) }'), []);
  assert.deepEqual(
    literalErrors('{ family(input: { children: [{ name: "a" }, { name: "b" }, { name: "c" }, { name: "d" }] }) }'),
    ['Field "children" may hold at most 3 items; it holds 4.'],
  );
  const hundredOne = Array.from({ length: 101 }, (_, i) => `"${i}"`).join(',');
  assert.deepEqual(literalErrors(`{ many(ids: [${hundredOne}]) }`), [
    'Argument "ids" may hold at most 100 items; it holds 101.',
  ]);
  assert.deepEqual(literalErrors(`{ family(input: { notes: [${hundredOne}] }) }`), [
    'Field "notes" may hold at most 100 items; it holds 101.',
  ]);
  assert.deepEqual(literalErrors('{ one(id: "1") family(input: { notes: "x" }) }'), []);
});
