// The submitApplication result names its state with the schema's ApplicationState enum (PascalCase, as the spec's
// API sends it), while @cc/core's rules use the spec's state names (SCREAMING_SNAKE). This writes the one mapping
// between them from the schema, so neither the widget nor the server keeps a hand-written copy; a state the schema
// adds that core does not know fails the type check.
import { buildSchema, GraphQLEnumType } from 'graphql';

export const APPLICATION_STATE_FILE = 'packages/core/src/offer-status/api-application-state.generated.ts';

const snake = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

export function applicationStateModule(sdl: string): string {
  const type = buildSchema(sdl).getType('ApplicationState');
  if (!(type instanceof GraphQLEnumType)) throw new Error('The schema has no ApplicationState enum.');
  const entries = type.getValues().map((v) => `  ${v.name}: '${snake(v.name)}',`);
  return `import type { ApplicationState } from './states';

/** The API's ApplicationState enum (schema.graphql), each value with the core state it names. */
export const API_APPLICATION_STATES = {
${entries.join('\n')}
} as const satisfies Record<string, ApplicationState>;

export type ApiApplicationState = keyof typeof API_APPLICATION_STATES;
export type ApiReportedState = (typeof API_APPLICATION_STATES)[ApiApplicationState];

export const fromApiApplicationState = (state: ApiApplicationState): ApiReportedState => API_APPLICATION_STATES[state];

export function toApiApplicationState(state: ApiReportedState): ApiApplicationState {
  return (Object.keys(API_APPLICATION_STATES) as ApiApplicationState[]).find((k) => API_APPLICATION_STATES[k] === state)!;
}
`;
}
