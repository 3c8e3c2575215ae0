// Arguments for any operation of the schema, generated from its types: hostile strings (control, bidi and astral
// characters, very long ones, a marker to look for in the log), the demo's real ids and codes among them so that
// requests also get past the first checks, huge and negative numbers, invalid dates, wrong enum values, long lists.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';

/** Planted in generated text; the log must never show it. */
export const MARKER = 'Fz9qMark';

const nasty = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u202E',
  '\u2066',
  '\uD800',
  '\uDFFF',
  '😀',
  '𝔘𝔫𝔦',
  '\uFEFF',
  "'; drop table person; --",
  '%s%n',
  '${x}',
  '<script>alert(1)</script>',
);

const realValues = fc.constantFrom(
  ...Object.values(DEMO_BUSINESS_IDS),
  ...Object.values(DEMO_CENTER_IDS),
  ...Object.values(DEMO_ENQUIRY_LINK_CODES),
  '2027-01-04',
  '2027-02-30',
  '0000-00-00',
  '9999-12-31',
  '00000000-0000-0000-0000-000000000000',
  'Ava',
  'ava@example.com',
  '(312) 555-0123',
);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: realValues },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), nasty, fc.string({ maxLength: 10 }))
      .map(([a, b, c]) => `${MARKER}${a}${b}${c}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `${MARKER}${s}`) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => `${MARKER}${'x'.repeat(n)}`) },
);

const hostileInt = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 2_147_483_648, Number.MAX_SAFE_INTEGER),
);
const hostileFloat = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308));

/** A value for a GraphQL input type; `depth` bounds nested lists and objects. */
export function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  // A nullable position is sometimes null, and sometimes wrongly so for a required one (the caller wraps).
  if (isListType(type)) {
    const item = valueFor(type.ofType, depth + 1);
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: depth > 1 ? 2 : 4 }) },
      { weight: 1, arbitrary: fc.array(item, { minLength: 100, maxLength: 300 }) },
    );
  }
  const named = getNamedType(type);
  if (isEnumType(named)) {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...named.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: hostileString },
    );
  }
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fc.record(
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          isNonNullType(field.type)
            ? valueFor(field.type, depth + 1)
            : fc.oneof(
                { weight: 3, arbitrary: valueFor(field.type, depth + 1) },
                { weight: 1, arbitrary: fc.constant(null) },
              ),
        ]),
      ),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return hostileInt;
      case 'Float':
        return hostileFloat;
      case 'Boolean':
        return fc.boolean();
      default:
        return hostileString;
    }
  }
  return fc.constant(null);
}
