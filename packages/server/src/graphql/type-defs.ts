import { readFileSync } from 'node:fs';
import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';

/** The domains whose SDL makes up the API, in the order they are merged. */
export const SCHEMA_MODULES = ['business', 'center', 'program', 'reference', 'flags', 'application'] as const;

export function moduleSdlUrl(module: string): URL {
  return new URL(`../modules/${module}/${module}.graphql`, import.meta.url);
}

export function loadTypeDefs(): string[] {
  return SCHEMA_MODULES.map((m) => readFileSync(moduleSdlUrl(m), 'utf8'));
}

/** The modules merged into one SDL, as committed in packages/server/schema.graphql. */
export function printMergedSchema(typeDefs: string[] = loadTypeDefs()): string {
  const schema = buildASTSchema(concatAST(typeDefs.map((sdl) => parse(sdl))));
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
