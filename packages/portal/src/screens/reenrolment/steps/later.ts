// Only the centre step comes with the re-enrolment's page; the others (with the program picker's schedules and the
// cost estimate they show) are one part, loaded once the family chooses a centre (preloadLaterSteps), so a family
// arriving from a centre's link waits for less than the whole wizard, and its centre list does not share the network
// with code it does not need yet.
import { lazy } from 'react';
import { preloadProgramParts } from '@cc/programs';

const loadLaterSteps = () => import('./laterSteps');
export const ChildrenStep = lazy(() => loadLaterSteps().then((mod) => ({ default: mod.ChildrenStep })));
export const ContactsStep = lazy(() => loadLaterSteps().then((mod) => ({ default: mod.ContactsStep })));
export const ReviewStep = lazy(() => loadLaterSteps().then((mod) => ({ default: mod.ReviewStep })));

let preloading: Promise<unknown> | undefined;

/** Starts loading the later steps once; a failure surfaces (and retries) when that step is really rendered. */
export function preloadLaterSteps(): void {
  preloading ??= Promise.allSettled([loadLaterSteps(), preloadProgramParts()]);
}
