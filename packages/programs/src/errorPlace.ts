import type { ProgramChoiceValues } from './values';

const CHILD_PATH = /^children\.(\d+)\./;
const SCHEDULE_PATH = /^children\.(\d+)\.programSchedules\.(\d+)\./;

/**
 * Where a server error's form path is, in the family's words: the child's name, and the program's for anything
 * about a schedule ("Ava Smith, Toddler Room"). The server may refuse a schedule for a field the page does not
 * show (a cycle type the centre stopped offering, a program that closed); the alert then still says whose and which.
 */
export function choiceErrorPlace(path: string, values: ProgramChoiceValues): string | undefined {
  const childIndex = CHILD_PATH.exec(path)?.[1];
  if (childIndex === undefined) return undefined;
  const child = values.children[Number(childIndex)];
  if (!child) return undefined;
  const name = `${child.firstName} ${child.lastName}`.trim();
  const scheduleIndex = SCHEDULE_PATH.exec(path)?.[2];
  const program = scheduleIndex === undefined ? undefined : child.programSchedules[Number(scheduleIndex)]?.programName;
  return [name, program].filter((part) => part !== undefined && part !== '').join(', ') || undefined;
}
