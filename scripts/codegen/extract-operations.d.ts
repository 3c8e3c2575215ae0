/**
 * Operations are written beside the component that uses them, as template literals marked `/* GraphQL *\/`.
 * This pulls their text out of a `*.graphql.ts` file so codegen can validate and type them.
 */
export declare function extractOperations(source: string, fileName: string): string;
