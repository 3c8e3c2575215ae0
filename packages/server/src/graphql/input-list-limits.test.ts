import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  buildSchema,
  getOperationAST,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_MAX_ITEMS, inputListLimits, ListLimitsRule, variableListError } from './input-list-limits';

// Another directive before @maxItems, and an argument before n, so the bound is read from the right ones.
const schema = buildSchema(`
  directive @maxItems(note: String, n: Int!) on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
  directive @other(n: Int) on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
  input Child { name: String!, tags: [String!], siblings: [[String!]] @maxItems(n: 2) }
  input Family { children: [Child!] @other(n: 1) @maxItems(note: "a family", n: 3), notes: [String] }
  type Query {
    family(input: Family): Int
    ids(ids: [ID!]! @other(n: 9) @maxItems(note: "ids", n: 2)): Int
    many(ids: [ID!]): Int
    few(ids: [ID!] @maxItems(n: 5)): Int
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

// A schema made in code has no SDL behind it (no astNode): its lists take the default bound.
const coded = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      pick: {
        type: GraphQLInt,
        args: {
          ids: { type: new GraphQLList(GraphQLID) },
          input: {
            type: new GraphQLInputObjectType({ name: 'Pick', fields: { ids: { type: new GraphQLList(GraphQLID) } } }),
          },
        },
      },
    },
  }),
});

test('a schema made in code (no SDL) bounds its lists by the default', () => {
  const many = Array.from({ length: 101 }, (_, i) => `"${i}"`).join(',');
  const errors = (query: string) => validate(coded, parse(query), [ListLimitsRule]).map((e) => e.message);
  assert.deepEqual(errors(`{ pick(ids: [${many}]) }`), ['Argument "ids" may hold at most 100 items; it holds 101.']);
  assert.deepEqual(errors(`{ pick(input: { ids: [${many}] }) }`), [
    'Field "ids" may hold at most 100 items; it holds 101.',
  ]);
  const document = parse('query Q($p: Pick) { pick(input: $p) }');
  assert.equal(
    variableListError(coded, getOperationAST(document)!, { p: { ids: Array.from({ length: 101 }, () => '1') } })
      ?.message,
    'Variable "$p" at "p.ids" may hold at most 100 items; it holds 101.',
  );
});

test('lists given to an argument or field the schema does not have are left to the rules that refuse them', () => {
  assert.deepEqual(literalErrors('{ one(id: "1", nope: [1, 2, 3]) }'), [
    'Unknown argument "nope" on field "Query.one".',
  ]);
  assert.deepEqual(literalErrors('{ family(input: { nope: [1, 2, 3, 4], notes: ["a"] }) }'), [
    'Field "nope" is not defined by type "Family". Did you mean "notes"?',
  ]);
});

test('the plugin adds the rule to validation and stops an execution whose variables hold an over-long list', () => {
  const plugin = inputListLimits() as Required<Pick<Plugin, 'onValidate' | 'onExecute'>>;
  const rules: ValidationRule[] = [];
  (plugin.onValidate as (payload: unknown) => void)({ addValidationRule: (rule: ValidationRule) => rules.push(rule) });
  assert.deepEqual(rules, [ListLimitsRule]);
  const run = (query: string, variableValues: Record<string, unknown>, operationName?: string) => {
    const results: unknown[] = [];
    (plugin.onExecute as (payload: unknown) => void)({
      args: { schema, document: parse(query), variableValues, operationName },
      setResultAndStopExecution: (result: unknown) => results.push(result),
    });
    return results as Array<{ errors: Array<{ message: string }> }>;
  };
  const twoOps = `${FAMILY} query R($ids: [ID!]!) { ids(ids: $ids) }`;
  assert.deepEqual(
    run(twoOps, { ids: ['1', '2', '3'] }, 'R').map((r) => r.errors.map((e) => e.message)),
    [['Variable "$ids" at "ids" may hold at most 2 items; it holds 3.']],
  );
  assert.deepEqual(run(twoOps, { ids: ['1', '2'] }, 'R'), []);
  assert.deepEqual(run(twoOps, { ids: ['1', '2', '3'] }, 'Nope'), []);
  assert.deepEqual(run(FAMILY, { f: { children: [] } }), []);
});

test("a variable standing for a whole list argument or field takes that argument's or field's bound", () => {
  const three = ['1', '2', '3'];
  assert.equal(
    variablesError('query Q($ids: [ID!]!) { ids(ids: $ids) }', { ids: three }),
    'Variable "$ids" at "ids" may hold at most 2 items; it holds 3.',
  );
  assert.equal(variablesError('query Q($ids: [ID!]!) { ids(ids: $ids) }', { ids: ['1', '2'] }), undefined);
  // Used where the bound is 2 and where it is 100: the smaller holds.
  assert.equal(
    variablesError('query Q($ids: [ID!]!) { many(ids: $ids) ids(ids: $ids) }', { ids: three }),
    'Variable "$ids" at "ids" may hold at most 2 items; it holds 3.',
  );
  assert.equal(
    variablesError('query Q($ids: [ID!]!) { ids(ids: $ids) many(ids: $ids) }', { ids: three }),
    'Variable "$ids" at "ids" may hold at most 2 items; it holds 3.',
  );
  const kids = Array.from({ length: 4 }, () => child());
  assert.equal(
    variablesError('query Q($kids: [Child!]) { family(input: { children: $kids }) }', { kids }),
    'Variable "$kids" at "kids" may hold at most 3 items; it holds 4.',
  );
  assert.equal(
    variablesError('query Q($kids: [Child!]) { family(input: { children: $kids }) }', { kids: kids.slice(1) }),
    undefined,
  );
  // A variable used for a single item is not bounded by its list's bound.
  assert.equal(variablesError('query Q($n: String) { family(input: { notes: [$n] }) }', { n: 'x' }), undefined);
});

test('where a variable stands for two bounded lists the smaller bound holds, in either order', () => {
  const three = ['1', '2', '3'];
  for (const query of [
    'query Q($ids: [ID!]!) { few(ids: $ids) ids(ids: $ids) }',
    'query Q($ids: [ID!]!) { ids(ids: $ids) few(ids: $ids) }',
  ]) {
    assert.equal(
      variablesError(query, { ids: three }),
      'Variable "$ids" at "ids" may hold at most 2 items; it holds 3.',
    );
  }
});

test('literal lists, unknown fields and a schema made in code beside variables do not upset the bounds', () => {
  assert.equal(
    variablesError('query Q($n: String) { ids(ids: ["1"]) family(input: { notes: [$n] }) }', { n: 'x' }),
    undefined,
  );
  assert.equal(variablesError('query Q($x: [String]) { family(input: { nope: $x }) }', { x: ['a'] }), undefined);
  const coded101 = { ids: Array.from({ length: 101 }, () => '1') };
  for (const query of [
    'query Q($ids: [ID]) { pick(ids: $ids) }',
    'query Q($ids: [ID]) { pick(input: { ids: $ids }) }',
  ]) {
    const document = parse(query);
    assert.equal(
      variableListError(coded, getOperationAST(document)!, coded101)?.message,
      'Variable "$ids" at "ids" may hold at most 100 items; it holds 101.',
    );
  }
});
