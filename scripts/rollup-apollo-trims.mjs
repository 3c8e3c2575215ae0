// Six parts of Apollo Client the built widgets never run, replaced at build time so they leave the bundle:
// - `print`: Apollo prints a query to send it and to key in-flight requests and refetches. The widgets send trusted
//   documents by hash (packages/ui/src/apollo/jsonLink.ts), so in the bundle `print` returns the hash codegen
//   embedded in each document: a key as unique as the text, and graphql's printer leaves the bundle. A document
//   without a hash cannot be sent by a built widget; it fails loudly instead of going out unprinted.
// - `HttpLink`: ApolloClient builds one only for its `uri` option; the widgets pass their own link (jsonLink).
// - `LocalState`: local resolvers for `@client` fields. The widgets' documents have no `@client` or `@export` and
//   the client is given no resolvers, so Apollo only ever asks it for the answers kept here (no client query, no
//   forced resolvers, the context with the cache), as the real one gives them when there are no resolvers.
// - data masking: Apollo masks a result only for a client made with `dataMasking: true` (and a fragment watched
//   with its masking symbol), and compares results field by field only then or for a `@nonreactive` field;
//   @cc/ui's createClient never asks for masking and no document has `@nonreactive`, so that code is replaced by
//   functions that refuse loudly.
// - reactive variables (`makeVar`): the widgets keep no state in the cache outside query results, so the cache has
//   no variables to forget or recall; `cacheSlot`, which custom read functions run in, stays.
// - key specifiers: `keyFields` or `keyArgs` given as arrays of field names (Apollo turns them into functions here).
//   createClient's type policies use `keyFields: false` and no field policies; one that needs its own key writes it
//   as a function.
const REPLACEMENTS = [
  {
    id: /[\\/]@apollo[\\/]client[\\/]core[\\/]equalByQuery\.js$/,
    code: `
export function equalByQuery() {
  throw new Error('The widgets do not use Apollo data masking or @nonreactive fields.');
}
`,
  },
  {
    id: /[\\/]@apollo[\\/]client[\\/]cache[\\/]inmemory[\\/]key-extractor\.js$/,
    code: `
function refuse() {
  throw new Error('keyFields and keyArgs are functions or false in the widgets, not arrays (rollup-apollo-trims.mjs).');
}
export var keyFieldsFnFromSpecifier = refuse;
export var keyArgsFnFromSpecifier = refuse;
`,
  },
  {
    id: /[\\/]@apollo[\\/]client[\\/]cache[\\/]inmemory[\\/]reactiveVars\.js$/,
    code: `
import { Slot } from 'optimism';
export var cacheSlot = new Slot();
export function forgetCache() {}
export function recallCache() {}
export function makeVar() {
  throw new Error('The widgets keep no reactive variables in the Apollo cache.');
}
`,
  },
  {
    id: /[\\/]@apollo[\\/]client[\\/]masking[\\/]maskOperation\.js$/,
    code: `
export function maskOperation() {
  throw new Error('The widgets do not use Apollo data masking (createClient sets no dataMasking).');
}
`,
  },
  {
    id: /[\\/]@apollo[\\/]client[\\/]masking[\\/]maskFragment\.js$/,
    code: `
export function maskFragment() {
  throw new Error('The widgets do not use Apollo data masking (createClient sets no dataMasking).');
}
`,
  },
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
  {
    id: /[\\/]@apollo[\\/]client[\\/]core[\\/]LocalState\.js$/,
    code: `
export class LocalState {
  constructor(options) {
    this.cache = options.cache;
    if (options.resolvers) this.addResolvers();
  }
  addResolvers() {
    throw new Error('The widgets run no local (@client) resolvers.');
  }
  setResolvers() {
    this.addResolvers();
  }
  getResolvers() {
    return {};
  }
  setFragmentMatcher() {}
  getFragmentMatcher() {}
  clientQuery() {
    return null;
  }
  shouldForceResolvers() {
    return false;
  }
  prepareContext(context) {
    var cache = this.cache;
    return Object.assign({}, context, { cache: cache, getCacheKey: function (obj) { return cache.identify(obj); } });
  }
  addExportedVariables() {
    throw new Error('The widgets\\' documents export no variables (@export).');
  }
  runResolvers(args) {
    return Promise.resolve(args.remoteResult);
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
