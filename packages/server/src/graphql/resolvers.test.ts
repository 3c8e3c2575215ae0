import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema, isObjectType } from 'graphql';
import { resolvers } from './resolvers';
import { printMergedSchema } from './type-defs';

const schema = buildSchema(printMergedSchema());

test('every Query and Mutation field of the schema has a resolver', () => {
  for (const rootName of ['Query', 'Mutation'] as const) {
    const root = schema.getType(rootName);
    assert.ok(isObjectType(root), rootName);
    const own = (resolvers[rootName] ?? {}) as Record<string, unknown>;
    const missing = Object.keys(root.getFields()).filter((field) => typeof own[field] !== 'function');
    assert.deepEqual(missing, [], `${rootName} fields without a resolver`);
  }
});

test('every resolver answers a field the schema has (no resolver left behind by a renamed field)', () => {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    assert.ok(isObjectType(type), `${typeName} is not an object type of the schema`);
    const known = type.getFields();
    for (const field of Object.keys(fields as object))
      assert.ok(known[field], `${typeName}.${field} is not in the schema`);
  }
});
