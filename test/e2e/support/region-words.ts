// Words each region never uses: the US and Canada say enroll and enrollment, Australia enrol and enrolment; the US
// says center, Canada and Australia centre; only Australia says fortnightly, CCS, CRN, BSB, long day care and
// complying written agreement. Every checkpoint of a journey reads the widget's text against its region's list.
import type { Region } from '@cc/core';

const AU_ONLY = [/\bfortnight/i, /\bCCS\b/, /\bCRN\b/, /\bBSB\b/, /long day care/i, /complying written agreement/i];

export const FOREIGN_WORDS: Record<Region, readonly RegExp[]> = {
  US: [/\bcentres?\b/i, /\benrol\b/i, /\benrolment/i, ...AU_ONLY],
  CA: [/\bcenters?\b/i, /\benrol\b/i, /\benrolment/i, /\bschool or\b/i, ...AU_ONLY],
  AU: [/\bcenters?\b/i, /\benroll\b/i, /\benrollment/i, /\bbiweekly\b/i, /\bschool or\b/i],
};

/** The journey label's business decides the region (maple-grove: US, northern-lights: CA, wattle-tree: AU). */
export function regionOfJourney(label: string): Region {
  if (label.startsWith('wattle-tree')) return 'AU';
  if (label.startsWith('northern-lights')) return 'CA';
  return 'US';
}

/** The words of `text` its region never uses, each with a little context. */
export function foreignWords(text: string, region: Region): string[] {
  const found: string[] = [];
  for (const pattern of FOREIGN_WORDS[region]) {
    const match = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const hit of text.matchAll(match)) {
      const at = hit.index ?? 0;
      found.push(
        `"${hit[0]}" in "…${text.slice(Math.max(0, at - 30), at + hit[0].length + 30).replace(/\s+/g, ' ')}…"`,
      );
    }
  }
  return found;
}
