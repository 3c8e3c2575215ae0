import { readFileSync } from 'node:fs';
import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';
import { MODULES } from '../modules/index';

/** The modules whose SDL makes up the API (see modules/index.ts). */
export const SCHEMA_MODULES: readonly string[] = MODULES.filter((m) => m.schema).map((m) => m.name);

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
