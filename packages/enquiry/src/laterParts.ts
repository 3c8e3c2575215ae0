// The parts of the enquiry a family needs only later, as separate chunks: the children list, the program picker,
// the schedules, the review, the dialogs and the outcome screen. A page that embeds the enquiry then shows its first step without
// downloading them (about half the flow's code); preloadLaterParts() fetches them in the background once the
// first step is usable, so Next, a dialog or the outcome never waits in practice. The program and schedule pages
// and the centre dialogs are @cc/programs' own lazy parts.
import { lazy } from 'react';
import { preloadProgramParts } from '@cc/programs';

const loadChildren = () => import('./steps/children/ChildrenList');
const loadChildrenPage = () => import('./steps/children/ChildrenPage');
const loadReview = () => import('./steps/review/ReviewPage');
const loadConfirm = () => import('./steps/review/ConfirmSubmitDialog');
const loadOutcome = () => import('./screens/OutcomeScreen');

export const ChildrenList = lazy(() => loadChildren().then((m) => ({ default: m.ChildrenList })));
export const ChildrenPage = lazy(() => loadChildrenPage().then((m) => ({ default: m.ChildrenPage })));
export const ReviewPage = lazy(() => loadReview().then((m) => ({ default: m.ReviewPage })));
export const ConfirmSubmitDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmSubmitDialog })));
export const OutcomeScreen = lazy(() => loadOutcome().then((m) => ({ default: m.OutcomeScreen })));

let preloading: Promise<unknown> | undefined;

/** Starts loading every later part once; a failure surfaces (and retries) when that part is really rendered. */
export function preloadLaterParts(): void {
  preloading ??= Promise.allSettled([
    loadChildren(),
    loadChildrenPage(),
    loadReview(),
    loadConfirm(),
    loadOutcome(),
    preloadProgramParts(),
  ]);
}
