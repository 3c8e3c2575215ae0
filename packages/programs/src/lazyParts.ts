// The parts of a family's choice that a first screen does not show, as separate chunks: the centre dialog and
// combobox, the program pages, the schedule page and the cost estimate. A flow renders these lazy components and
// calls preloadProgramParts() once its first screen is usable, so Next or a dialog never waits in practice.
import { lazy } from 'react';

const loadCentreDialog = () => import('./centre-selection/SelectCentreDialog');
const loadCentreAutocomplete = () => import('./centre-selection/CentreAutocomplete');
const loadPrograms = () => import('./programs/pages');
const loadSchedule = () => import('./schedule/ChildSchedulePage');
const loadEstimate = () => import('./cost-estimate');

export const SelectCentreDialog = lazy(() => loadCentreDialog().then((m) => ({ default: m.SelectCentreDialog })));
export const CentreAutocomplete = lazy(() => loadCentreAutocomplete().then((m) => ({ default: m.CentreAutocomplete })));
export const ProgramGroupPage = lazy(() => loadPrograms().then((m) => ({ default: m.ProgramGroupPage })));
export const ProgramListPage = lazy(() => loadPrograms().then((m) => ({ default: m.ProgramListPage })));
export const ChildSchedulePage = lazy(() => loadSchedule().then((m) => ({ default: m.ChildSchedulePage })));

let preloading: Promise<unknown> | undefined;

/** Starts loading every lazy part once; a failure surfaces (and retries) when that part is really rendered. */
export function preloadProgramParts(): Promise<unknown> {
  preloading ??= Promise.allSettled([
    loadCentreDialog(),
    loadCentreAutocomplete(),
    loadPrograms(),
    loadSchedule(),
    loadEstimate(),
  ]);
  return preloading;
}
