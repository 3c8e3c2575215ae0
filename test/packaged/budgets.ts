// The size budgets of docs/architecture.md "Loading and size budgets", checked against dist/sizes.json
// (scripts/build-report.mjs writes it from the chunk graph of the build).

export const KB = 1024;
export const LOADER_BUDGET = 5 * KB;
export const RUNTIME_AND_FIRST_SCREEN_BUDGET = 170 * KB;
export const LATER_PARTS_BUDGET = 60 * KB;
/**
 * The portal's later parts hold a second whole wizard, re-enrolment, which loads the program picker, the schedules,
 * the cost estimate, the phone rules and the payment dialog (about 58 KB of it shared with the enquiry's later
 * steps). Its steps are split (the page brings the centre step; the others load once a centre is chosen), which
 * lightens what a family waits for but not the sum a flow may load; until the project settles how a flow that holds
 * several of the product's flows is counted, the portal's later parts have this budget of their own; every other
 * flow keeps LATER_PARTS_BUDGET. (91 KB since the kit's later parts load per flow, later-kit-<flows>: that took 2.7 to
 * 4.8 KB off the other flows' later parts and 7.0 KB off the form views, and cost the portal's sum 483 B of chunk
 * overhead, since it loads every one of them.)
 */
export const LATER_PARTS_BUDGET_BY_FLOW: Readonly<Record<string, number>> = { 'cc-portal': 91 * KB };
export const FURTHER_FLOW_BUDGET = 60 * KB;
/** The form renderer (@cc/forms with DOMPurify and signature_pad), loaded by the screens that show a centre's form. */
export const FORMS_BUDGET = 60 * KB;

export interface ChunkFile {
  raw: number;
  gzip: number;
  /** Chunks this one imports statically (loaded before it runs) and dynamically (loaded when asked for). */
  imports: string[];
  dynamicImports: string[];
}

export interface FlowSizes {
  /** What a page loads, besides the runtime, to show the flow's first screen: its entry and its static imports. */
  firstScreen: number;
  /** What the flow may load afterwards: everything imported dynamically from the runtime or its first screen. */
  later: number;
  firstScreenFiles: string[];
  laterFiles: string[];
}

export interface SizeSummary {
  loader: number;
  host: number;
  /** chunks/runtime.js with the chunks it imports statically: what every page with a widget loads. */
  runtime: number;
  runtimeFiles: string[];
  /** The form renderer's chunk, counted here and not in the flows that load it. */
  forms?: { gzip: number; files: string[] };
  /** By flow tag (cc-enquiry, ...). */
  flows: Record<string, FlowSizes>;
  files: Record<string, ChunkFile>;
}

/** Every broken budget, as a sentence; empty when the bundle fits. Sizes are gzip bytes. */
export function budgetViolations(sizes: SizeSummary): string[] {
  const violations: string[] = [];
  if (!(sizes.loader > 0)) violations.push('dist/cc-widgets.js is missing from the size report.');
  if (sizes.loader > LOADER_BUDGET) violations.push(`The loader is ${sizes.loader} B gzip, over ${LOADER_BUDGET} B.`);
  if (sizes.forms && sizes.forms.gzip > FORMS_BUDGET)
    violations.push(`The form renderer is ${sizes.forms.gzip} B gzip, over ${FORMS_BUDGET} B.`);
  for (const [flow, size] of Object.entries(sizes.flows)) {
    const first = sizes.runtime + size.firstScreen;
    if (first > RUNTIME_AND_FIRST_SCREEN_BUDGET) {
      violations.push(
        `The runtime plus ${flow}'s first screen is ${first} B gzip, over ${RUNTIME_AND_FIRST_SCREEN_BUDGET} B.`,
      );
    }
    const laterBudget = LATER_PARTS_BUDGET_BY_FLOW[flow] ?? LATER_PARTS_BUDGET;
    if (size.later > laterBudget) {
      violations.push(`${flow}'s later parts are ${size.later} B gzip, over ${laterBudget} B.`);
    }
  }
  // A page with two flows loads what they share once: a further flow adds only its files the biggest flow (the
  // one counted as loaded first) has not brought already.
  const flows = Object.entries(sizes.flows).sort(([, a], [, b]) => b.firstScreen - a.firstScreen);
  const [first, ...further] = flows;
  const loaded = new Set([...(first?.[1].firstScreenFiles ?? []), ...(first?.[1].laterFiles ?? [])]);
  for (const [flow, size] of further) {
    const added = [...new Set([...size.firstScreenFiles, ...size.laterFiles])].filter((name) => !loaded.has(name));
    const bytes = added.reduce((sum, name) => sum + (sizes.files[name]?.gzip ?? 0), 0);
    if (bytes > FURTHER_FLOW_BUDGET) violations.push(`${flow} adds ${bytes} B gzip, over ${FURTHER_FLOW_BUDGET} B.`);
  }
  return violations;
}
