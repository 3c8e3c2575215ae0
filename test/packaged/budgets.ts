// The size budgets of docs/architecture.md "Loading and size budgets", checked against dist/sizes.json.

export const KB = 1024;
export const LOADER_BUDGET = 5 * KB;
export const RUNTIME_AND_FIRST_FLOW_BUDGET = 200 * KB;
export const FURTHER_FLOW_BUDGET = 60 * KB;

export interface SizeSummary {
  loader: number;
  runtime: number;
  host: number;
  /** Each flow's entry chunk: what a page loads, besides the runtime, to show the flow's first step. */
  flows: Record<string, number>;
  /** Each flow's lazily loaded parts (later steps), fetched after its first step is usable. */
  flowParts?: Record<string, number>;
  /** @cc/programs' entry chunk (chunks/programs.js): what a first screen needs of a family's choice. */
  programs?: number;
  /** @cc/programs' lazily loaded parts (chunks/programs-*.js). */
  programsParts?: number;
  /** Libraries only later steps import, in one lazily loaded chunk shared by every flow (chunks/shared-later-*). */
  sharedParts?: number;
  /** The flows whose entry chunk imports chunks/programs.js, so a page showing them loads it too. */
  programsUsers?: string[];
  files: Record<string, { raw: number; gzip: number }>;
}

/** Every broken budget, as a sentence; empty when the bundle fits. Sizes are gzip bytes. */
export function budgetViolations(sizes: SizeSummary): string[] {
  const violations: string[] = [];
  if (!(sizes.loader > 0)) violations.push('dist/cc-widgets.js is missing from the size report.');
  if (sizes.loader > LOADER_BUDGET) violations.push(`The loader is ${sizes.loader} B gzip, over ${LOADER_BUDGET} B.`);
  // A flow that lets a family choose brings @cc/programs along: its entry chunk with the flow's first screen, its
  // lazy parts with the flow's later parts. A page with two such flows loads them once, so counting them with each
  // further flow overstates that page; it never understates one.
  const usesPrograms = (flow: string) => sizes.programsUsers?.includes(flow) ?? false;
  const entry = (flow: string, size: number) => size + (usesPrograms(flow) ? (sizes.programs ?? 0) : 0);
  // The biggest flow counts as the first one a page loads, so this holds whichever flow a page starts with.
  const flows = Object.entries(sizes.flows)
    .map(([flow, size]): [string, number] => [flow, entry(flow, size)])
    .sort((a, b) => b[1] - a[1]);
  const [first, ...further] = flows;
  const firstLoad = sizes.runtime + (first?.[1] ?? 0);
  if (firstLoad > RUNTIME_AND_FIRST_FLOW_BUDGET) {
    violations.push(
      `The runtime plus ${first?.[0] ?? 'no flow'} is ${firstLoad} B gzip, over ${RUNTIME_AND_FIRST_FLOW_BUDGET} B.`,
    );
  }
  // A flow's later parts load after its first step is usable; they count like a further flow, so lazy loading
  // is never a way around the budgets: the first flow's later parts, and every further flow with its parts,
  // stay within the per-flow budget.
  // The shared later-steps libraries count with every flow's later parts: any flow's later steps may need them.
  const parts = (flow: string) =>
    (sizes.flowParts?.[flow] ?? 0) + (usesPrograms(flow) ? (sizes.programsParts ?? 0) : 0) + (sizes.sharedParts ?? 0);
  if (first && parts(first[0]) > FURTHER_FLOW_BUDGET) {
    violations.push(`${first[0]}'s later parts are ${parts(first[0])} B gzip, over ${FURTHER_FLOW_BUDGET} B.`);
  }
  for (const [flow, size] of further) {
    const whole = size + parts(flow);
    if (whole > FURTHER_FLOW_BUDGET) violations.push(`${flow} is ${whole} B gzip, over ${FURTHER_FLOW_BUDGET} B.`);
  }
  return violations;
}
