// Two parts of Apollo Client the built widgets never run, replaced at build time so they leave the bundle:
// - `print`: Apollo prints a query to send it and to key in-flight requests and refetches. The widgets send trusted
//   documents by hash (packages/ui/src/apollo/jsonLink.ts), so in the bundle `print` returns the hash codegen
//   embedded in each document: a key as unique as the text, and graphql's printer leaves the bundle. A document
//   without a hash cannot be sent by a built widget; it fails loudly instead of going out unprinted.
// - `HttpLink`: ApolloClient builds one only for its `uri` option; the widgets pass their own link (jsonLink).
const REPLACEMENTS = [
  {
    id: /[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/,
    code: `
export var print = Object.assign(function (document) {
  var hash = document && document.__meta__ && document.__meta__.hash;
  if (typeof hash !== 'string') throw new Error('This GraphQL document is not one of the widgets\\' trusted documents.');
  return hash;
}, { reset: function () {} });
`,
  },
  {
    id: /[\\/]@apollo[\\/]client[\\/]link[\\/]http[\\/]HttpLink\.js$/,
    code: `
export class HttpLink {
  constructor() {
    throw new Error('The widgets talk to the server through their own link (jsonLink), not ApolloClient\\'s uri option.');
  }
}
`,
  },
];

export function apolloTrims() {
  return {
    name: 'cc-apollo-trims',
    load(id) {
      const replacement = REPLACEMENTS.find((r) => r.id.test(id));
      return replacement ? { code: replacement.code, map: { mappings: '' } } : null;
    },
  };
}
