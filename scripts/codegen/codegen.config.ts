// GraphQL Code Generator's configuration (run through its CLI API by generate.ts):
// - the server's resolver types from the merged schema;
// - ONE client file of the schema's enums and input types that the widgets' operations use;
// - beside each `*.graphql.ts` operation file, its typed documents (near-operation-file preset), which import those
//   enums and inputs from the one file instead of repeating them.
import { existsSync, readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { DocumentNode } from 'graphql';
import { sentDocumentHash } from './trusted-documents';

const PACKAGES = new URL('../../packages/', import.meta.url);
/**
 * Every package the widgets are built from: all but the server. Read off the folder, not listed by hand: a list left
 * out @cc/forms, so an operation written beside a form field would have been typed nowhere and missing from the
 * trusted documents, refused in production only (test/packaged/trusted-operations.test.ts walks on its own).
 */
export const CLIENT_PACKAGES = readdirSync(PACKAGES)
  .filter((pkg) => pkg !== 'server' && existsSync(new URL(`${pkg}/src`, PACKAGES)))
  .sort();
export const CLIENT_SCHEMA_TYPES = 'packages/ui/src/generated/schema-types.generated.ts';
export const SERVER_RESOLVER_TYPES = 'packages/server/src/generated/resolvers.generated.ts';

const shared = {
  enumsAsTypes: true,
  useTypeImports: true,
  maybeValue: 'T | null',
  inputMaybeValue: 'T | null | undefined',
  scalars: { ID: 'string' },
};

export function codegenConfig(schemaSdl: string, cwd: string): CodegenConfig {
  const hashOf = sentDocumentHash(cwd);
  return {
    cwd,
    schema: schemaSdl,
    documents: [`packages/{${CLIENT_PACKAGES.join(',')}}/src/**/*.graphql.ts`],
    silent: true,
    generates: {
      [SERVER_RESOLVER_TYPES]: {
        documents: [],
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          ...shared,
          avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
          contextType: '../graphql/context#GraphQLContext',
          // Objects whose fields with arguments, or from another module, have their own resolvers: their parents
          // carry only what the root field knows.
          mappers: { BusinessAndSettings: '../modules/business/business.mapper#BusinessAndSettingsParent' },
        },
      },
      [CLIENT_SCHEMA_TYPES]: {
        plugins: ['typescript-operations'],
        config: { ...shared, generateOperationTypes: false },
      },
      'packages/': {
        preset: 'near-operation-file',
        presetConfig: { extension: '.generated.ts', baseTypesPath: CLIENT_SCHEMA_TYPES.replace(/^packages\//, '') },
        plugins: ['typescript-operations', 'typed-document-node'],
        config: {
          ...shared,
          importSchemaTypesFrom: CLIENT_SCHEMA_TYPES,
          // Each document carries the trusted-documents hash of what Apollo sends for it, so the widgets send the
          // hash alone (packages/ui/src/apollo/trustedDocumentLink.ts) and the bundle needs no GraphQL printer.
          unstable_onExecutableDocumentNode: (document: DocumentNode) => ({ hash: hashOf(document) }),
        },
      },
    },
  };
}
