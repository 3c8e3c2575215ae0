// The parts of a family's choice that a first screen does not show, as separate chunks: the centre dialog and
// combobox, the program pages, the schedule page and the cost estimate. A flow renders these lazy components and
// calls preloadProgramParts() once its first screen is usable, so Next or a dialog never waits in practice.
import { lazy, type ComponentType } from 'react';

const loadCentreDialog = () => import('./centre-selection/SelectCentreDialog');
const loadCentreAutocomplete = () => import('./centre-selection/CentreAutocomplete');
const loadPrograms = () => import('./programs/pages');
const loadSchedule = () => import('./schedule/ChildSchedulePage');
const loadEstimate = () => import('./cost-estimate');

type Component<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? ComponentType<P> : never;

/** The component a lazily loaded module exports under `name`, as a lazy() component of the same props. */
const lazyPart = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as Component<M, K> }));

export const SelectCentreDialog = lazyPart(loadCentreDialog, 'SelectCentreDialog');
export const CentreAutocomplete = lazyPart(loadCentreAutocomplete, 'CentreAutocomplete');
export const ProgramGroupPage = lazyPart(loadPrograms, 'ProgramGroupPage');
export const ProgramListPage = lazyPart(loadPrograms, 'ProgramListPage');
export const ChildSchedulePage = lazyPart(loadSchedule, 'ChildSchedulePage');

/** Starts loading the centre picker's parts (a first step that shows it, when that step's code arrives). */
export function preloadCentreSelection(): Promise<unknown> {
  return Promise.allSettled([loadCentreDialog(), loadCentreAutocomplete()]);
}

let preloading: Promise<unknown> | undefined;

/** Starts loading every lazy part once; a failure surfaces (and retries) when that part is really rendered. */
export function preloadProgramParts(): Promise<unknown> {
  preloading ??= Promise.allSettled([preloadCentreSelection(), loadPrograms(), loadSchedule(), loadEstimate()]);
  return preloading;
}
