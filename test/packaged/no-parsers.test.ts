// Nothing in the built widgets parses or prints at runtime what the build could do once: ICU messages arrive
// compiled, GraphQL operations go out by hash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';

// The bundle carries formatjs's "no-parser" build of react-intl's message parser: every message is compiled when
// the widgets are built, and an uncompiled one would fail to format in a family's browser. These read the built
// chunks the way the browser gets them.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const chunks = () => readdirSync(`${DIST}chunks`).filter((name) => name.endsWith('.js'));

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Every `defaultMessage: <value>` property of an object literal in a chunk, with the value's node type. */
function defaultMessageValues(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    const key = n.key as Node | undefined;
    if (n.type === 'Property' && (key?.name === 'defaultMessage' || key?.value === 'defaultMessage')) {
      const value = n.value as Node;
      // `{defaultMessage: t}` destructures a descriptor inside react-intl; only literal values are messages.
      if (value.type === 'ArrayExpression' || value.type === 'Literal' || value.type === 'TemplateLiteral')
        found.push(value.type);
    }
    for (const [field, child] of Object.entries(n)) if (field !== 'type') visit(child);
  };
  visit(parseAst(code));
  return found;
}

test('every message in the built widgets is compiled: no defaultMessage is left as ICU text', () => {
  assert.ok(existsSync(`${DIST}chunks/runtime.js`), 'run `npm run build` first');
  let compiled = 0;
  for (const chunk of chunks()) {
    const values = defaultMessageValues(readFileSync(`${DIST}chunks/${chunk}`, 'utf8'));
    const text = values.filter((type) => type !== 'ArrayExpression');
    assert.deepEqual(text, [], `${chunk} has ${text.length} uncompiled message(s)`);
    compiled += values.length;
  }
  // Hundreds of messages across ui, programs and the flows: the walk above did find them.
  assert.ok(compiled > 200, `only ${compiled} compiled messages found`);
});

test('the runtime carries no ICU message parser', () => {
  const runtime = readFileSync(`${DIST}chunks/runtime.js`, 'utf8');
  // The no-parser build's refusal is there; the parser's own error kinds are not.
  assert.match(runtime, /uncompiled message/);
  for (const parserError of ['EXPECT_ARGUMENT_CLOSING_BRACE', 'INVALID_NUMBER_SKELETON', 'UNCLOSED_TAG']) {
    assert.ok(!runtime.includes(parserError), `${parserError} (the parser) is in the runtime`);
  }
});

test('the widgets send operations by hash: no GraphQL printer in any chunk, and Apollo keys requests by hash', () => {
  for (const chunk of chunks()) {
    const code = readFileSync(`${DIST}chunks/${chunk}`, 'utf8');
    // graphql's printer writes block strings and type-system extensions; nothing else in the bundle does.
    assert.ok(!code.includes('"""') && !code.includes('extend schema'), `${chunk} carries graphql's printer`);
  }
  assert.match(readFileSync(`${DIST}chunks/runtime.js`, 'utf8'), /not one of the widgets' trusted documents/);
});
