// The programs step (program-approval flows): the program-group page, then the program list.
export { ProgramGroupPage } from './ProgramGroupPage';
export { ProgramListPage } from './ProgramListPage';
export { programsInitialPage, validateProgramGroupPage, validateProgramListPage } from './validation';
