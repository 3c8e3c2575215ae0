// A property-based fuzz run over every operation of the schema, with arguments generated from its input types
// (fuzz/arbitraries.ts). Whatever comes in: no answer says "Unexpected error.", no HTTP 500, a refused request
// writes no row, and no planted marker reaches the log. FUZZ_RUNS sets the number of cases (npm run fuzz: 10,000).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { buildSchema, getNamedType, isLeafType, type GraphQLField } from 'graphql';
import { printMergedSchema } from '../../packages/server/src/graphql/type-defs';
import { rowCounts } from './application-fixtures';
import { MARKER, valueFor } from './fuzz/arbitraries';
import { startApp, targets, type TestApp } from './harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const schema = buildSchema(printMergedSchema());

interface Operation {
  name: string;
  text: string;
  field: GraphQLField<unknown, unknown>;
}

function operations(): Operation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const text = `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
      return { name: field.name, text, field };
    }),
  );
}

const OPERATIONS = operations();

const caseFor = fc
  .constantFrom(...OPERATIONS)
  .chain((op) =>
    fc
      .record(Object.fromEntries(op.field.args.map((arg) => [arg.name, valueFor(arg.type)])))
      .map((variables) => ({ op, variables })),
  );

for (const target of targets()) {
  describe(`fuzz on ${target.name}`, () => {
    const lines: string[] = [];
    let t: TestApp;
    before(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await startApp(target.config(), { logger: { level: 'debug', stream } });
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    test(`${RUNS} generated requests: no unexpected error, no 500, no write when refused, no marker in the log`, async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(caseFor, async ({ op, variables }) => {
          seen.add(op.name);
          const before = op.field.name === 'submitApplication' ? await rowCounts(t) : undefined;
          const response = await t.app.inject({
            method: 'POST',
            url: '/graphql',
            // A fresh address each time: the per-client limits are not what this run is about.
            remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
            payload: { query: op.text, variables },
          });
          assert.notEqual(response.statusCode, 500, `${op.name}: HTTP 500`);
          assert.doesNotMatch(response.body, /Unexpected error/, `${op.name}: ${response.body.slice(0, 300)}`);
          if (before) {
            const body = response.json() as { data?: { submitApplication?: { success: boolean } } | null };
            if (body.data?.submitApplication?.success !== true) {
              assert.deepEqual(await rowCounts(t), before, 'a refused submission wrote rows');
            }
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      assert.ok(seen.size > Math.min(OPERATIONS.length, RUNS / 10) / 2, `only ${seen.size} operations were tried`);
      assert.deepEqual(
        lines.filter((line) => line.includes(MARKER)).slice(0, 3),
        [],
        'a generated value reached the log',
      );
    });
  });
}
