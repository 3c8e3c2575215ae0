// Apollo Client prints a query to send it and to key in-flight requests and refetches. The widgets send trusted
// documents by hash (packages/ui/src/apollo/trustedDocumentLink.ts), so in the bundle Apollo's `print` returns the
// hash codegen embedded in each document: a key as unique as the text, and graphql's printer leaves the bundle.
// A document without a hash cannot be sent by a built widget; it fails loudly instead of going out unprinted.
const APOLLO_PRINT = /[\\/]@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/;

const BY_HASH = `
export var print = Object.assign(function (document) {
  var hash = document && document.__meta__ && document.__meta__.hash;
  if (typeof hash !== 'string') throw new Error('This GraphQL document is not one of the widgets\\' trusted documents.');
  return hash;
}, { reset: function () {} });
`;

export function printByHash() {
  return {
    name: 'cc-print-by-hash',
    load(id) {
      return APOLLO_PRINT.test(id) ? { code: BY_HASH, map: { mappings: '' } } : null;
    },
  };
}
