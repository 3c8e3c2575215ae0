// The programs step's two pages, as one module for the lazily loaded part of the flow (see ../lazyParts.ts).
export { ProgramGroupPage } from './ProgramGroupPage';
export { ProgramListPage } from './ProgramListPage';
