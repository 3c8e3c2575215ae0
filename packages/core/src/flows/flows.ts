// The flows and their elements, written once (flows.json, plain JSON so rollup.config.mjs and eslint.config.js read
// it too). Every other list of flows or tags (element typing, the loader's reserved height, the hosted page's routes
// and landed flows, the build's chunks, lint's dependency rules, codegen) derives from it.
import list from './flows.json';

export const FLOWS = list.map((entry) => entry.flow) as readonly FlowName[];
export const WIDGET_TAGS = list.map((entry) => entry.tag) as readonly WidgetTag[];

export type FlowName = 'enquiry' | 'registration' | 'offer' | 'portal';
export type WidgetTag = `cc-${FlowName}`;

/** The element of a flow package. */
export const tagOf = (flow: FlowName): WidgetTag => `cc-${flow}`;
