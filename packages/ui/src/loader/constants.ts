// Values rollup injects at build time (rollup.config.mjs, @rollup/plugin-replace). Kept in one place so the
// loader's logic can be tested without a build.
import type { EarlyRule } from './early';
declare const __CC_VERSION__: string;
declare const __CC_FLOW_CHUNKS__: Record<string, string>;
declare const __CC_FLOW_PRELOADS__: Record<string, string[]>;
declare const __CC_FLOW_EARLY__: Record<string, EarlyRule[]>;

export const LOADER_VERSION: string = __CC_VERSION__;
/** Tag -> chunk path relative to the loader script, for flows that have landed only. */
export const FLOW_CHUNKS: Record<string, string> = __CC_FLOW_CHUNKS__;
/** Tag -> what the flow's chunk imports statically (the runtime, kit chunks), relative to the loader script. */
export const FLOW_PRELOADS: Record<string, string[]> = __CC_FLOW_PRELOADS__;
/** Tag -> what its first screen asks the server for, by attributes (a flow's `cc.early`, hashes resolved). */
export const FLOW_EARLY: Record<string, EarlyRule[]> = __CC_FLOW_EARLY__;
