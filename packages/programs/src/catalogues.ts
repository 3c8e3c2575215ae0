// The region catalogues of @cc/programs (src/lang), merged by each flow that lets a family choose a centre,
// programs and schedules. Built the same way as @cc/ui's (see its i18n/catalogues.ts).
import type { RegionCatalogues } from '@cc/ui';
import AU from './lang/en-AU.json';
import CA from './lang/en-CA.json';

export const PROGRAMS_CATALOGUES: RegionCatalogues = { US: {}, CA, AU };
