/**
 * Operations are written beside the component that uses them, as template literals marked `/* GraphQL *\/`.
 * This pulls their text out of a `*.graphql.ts` file so codegen can validate and type them.
 */
export function extractOperations(source: string, fileName: string): string {
  const bodies = [...source.matchAll(/\/\*\s*GraphQL\s*\*\/\s*`([^`]*)`/g)].map((m) => m[1] ?? '');
  if (bodies.length === 0) {
    throw new Error(`${fileName} holds no /* GraphQL */ template literal; operation files must hold at least one.`);
  }
  if (bodies.some((b) => b.includes('${'))) {
    throw new Error(`${fileName}: operations may not interpolate; write each one out in full.`);
  }
  return bodies.join('\n');
}
