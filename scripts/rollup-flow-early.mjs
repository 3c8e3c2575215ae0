// The loader's replacement for __CC_FLOW_EARLY__: each landed flow's `cc.early` (package.json), with every operation
// name resolved to its trusted-document hash. A flow writes
//   "early": [{ "views": ["new"], "requires": ["link-code"], "operations": { "BusinessFor": { "linkCode": "link-code" } } }]
// and the loader sends those operations, with those attributes as variables, as soon as it sees the element. A
// variable that is not a string is sent as written (null, a page size); "token" in "requires" asks for a signed-in
// element (its bearer token, set as a property by the hosted page)
// (packages/ui/src/loader/early.ts). Only queries; an operation that is not a trusted document, or a variable the
// operation does not declare, fails the build.
import { readFileSync } from 'node:fs';

const ATTRIBUTES = ['link-code', 'business-id', 'center-id', 'staff-id', 'correlation-id'];
const REQUIREMENTS = [...ATTRIBUTES, 'token'];

/** Operation name -> { hash, kind, variables } read off the trusted documents (hash -> document text). */
export function trustedOperations(file) {
  const documents = JSON.parse(readFileSync(file, 'utf8'));
  const byName = new Map();
  for (const [hash, text] of Object.entries(documents)) {
    const head = /^(query|mutation|subscription)\s+(\w+)\s*(\(([^)]*)\))?/.exec(text);
    if (!head) continue;
    const variables = [...(head[4] ?? '').matchAll(/\$(\w+)/g)].map((m) => m[1]);
    byName.set(head[2], { hash, kind: head[1], variables });
  }
  return byName;
}

/** `flows`: [{ tag, early, file }] where `early` is the package's cc.early and `file` its package.json, for errors. */
export function flowEarly(flows, operations) {
  const out = {};
  for (const { tag, early, file } of flows) {
    if (early === undefined) continue;
    out[tag] = early.map((rule, index) => {
      const where = `${file}: cc.early[${index}]`;
      if (!Array.isArray(rule.views) || !Array.isArray(rule.requires)) {
        throw new Error(`${where} needs "views" and "requires" lists.`);
      }
      for (const name of rule.requires) {
        if (!REQUIREMENTS.includes(name))
          throw new Error(`${where}: "${name}" is not one of ${REQUIREMENTS.join(', ')}.`);
      }
      const operationEntries = Object.entries(rule.operations ?? {});
      if (operationEntries.length === 0) throw new Error(`${where} names no operation.`);
      return {
        views: rule.views,
        requires: rule.requires,
        operations: operationEntries.map(([name, variables]) => {
          const found = operations.get(name);
          if (!found) throw new Error(`${where}: ${name} is not a trusted document (npm run codegen).`);
          if (found.kind !== 'query') throw new Error(`${where}: ${name} is a ${found.kind}; only queries go early.`);
          for (const [variable, attribute] of Object.entries(variables)) {
            if (!found.variables.includes(variable)) throw new Error(`${where}: ${name} has no $${variable}.`);
            if (typeof attribute !== 'string') continue;
            if (!ATTRIBUTES.includes(attribute) || !rule.requires.includes(attribute)) {
              throw new Error(
                `${where}: $${variable} reads "${attribute}", which is not an attribute the rule requires.`,
              );
            }
          }
          return [name, found.hash, variables];
        }),
      };
    });
  }
  return out;
}
