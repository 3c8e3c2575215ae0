// Which flows have landed: a flow package declares `"cc": { "tag": "cc-enquiry" }` in its package.json only when
// its element really exists. rollup.config.mjs reads the same field to decide which chunks to build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS, WIDGET_TAGS, type WidgetTag } from '@cc/core/flows';

export const FLOW_PACKAGES = FLOWS;

export interface LandedFlow {
  flow: string;
  tag: WidgetTag;
}

function isWidgetTag(value: unknown): value is WidgetTag {
  return typeof value === 'string' && (WIDGET_TAGS as readonly string[]).includes(value);
}

export function landedFlows(rootDir: string): LandedFlow[] {
  const landed: LandedFlow[] = [];
  for (const flow of FLOW_PACKAGES) {
    const file = join(rootDir, 'packages', flow, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { cc?: { tag?: unknown } };
    const tag = pkg.cc?.tag;
    if (tag === undefined) continue;
    if (!isWidgetTag(tag))
      throw new Error(`${file}: "cc.tag" must be one of ${WIDGET_TAGS.join(', ')}, got ${String(tag)}.`);
    landed.push({ flow, tag });
  }
  return landed;
}
