// Pure halves of useChildPrograms: which children can be sent to programsForCenter, and how the answer maps back
// to the form's children. Kept apart from the hook so the rules run under node:test.
import { ChildWithDob, checkStruct, temporaryChildId } from '@cc/core';
import type { ChildValues } from '../values';
import type { ProgramsForCenterQuery } from './programsForCenter.graphql.generated';

export type ProgramForCenter = ProgramsForCenterQuery['programsForCenter']['programsForCenter'][number];
export type ProgramCenterRow = ProgramForCenter['centers'][number];
export type EnrollmentSettingsForCenter = ProgramsForCenterQuery['programsForCenter']['enrollmentSettings'];

/** A program offered to one child of the form, with its row (fees, places, options) at the selected centre. */
export interface ChildProgram extends ProgramForCenter {
  row: ProgramCenterRow;
  /** ChildValues.key of the child this entry is for. */
  childKey: string;
}

export interface ChildWithDobValue {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/**
 * The children the server can place by age: names and date of birth filled and valid (the same ChildWithDob
 * struct the server checks, so a half-typed child never turns the whole query into an error).
 */
export function completeChildren(children: readonly ChildValues[]): ChildWithDobValue[] {
  const complete: ChildWithDobValue[] = [];
  for (const child of children) {
    const value = {
      firstName: child.firstName.trim(),
      lastName: child.lastName.trim(),
      dateOfBirth: child.dateOfBirth,
    };
    if (checkStruct(ChildWithDob, value).ok) complete.push(value);
  }
  // Two entries with the same name and birthday would get the same programs; asking twice adds nothing.
  const seen = new Set<string>();
  return complete.filter((child) => {
    const id = `${temporaryChildId(child.firstName, child.lastName)}|${child.dateOfBirth}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Maps the API's entries back to the form's children. A new child comes back under its temporary id (core
 * temporaryChildId: first$last), which is the only link to ChildValues.key. Programs without a row at the centre,
 * or closed for enrolment, cannot be chosen and are left out.
 */
export function toChildPrograms(
  programs: readonly ProgramForCenter[],
  children: readonly ChildValues[],
  centerId: string,
): ChildProgram[] {
  const keysById = new Map<string, string[]>();
  for (const child of children) {
    const id = temporaryChildId(child.firstName, child.lastName);
    keysById.set(id, [...(keysById.get(id) ?? []), child.key]);
  }
  const result: ChildProgram[] = [];
  const seen = new Set<string>();
  for (const program of programs) {
    if (!program.isOpenForEnrollment || program.childId == null) continue;
    const row = program.centers.find((center) => center.centerId === centerId);
    if (!row) continue;
    for (const childKey of keysById.get(program.childId) ?? []) {
      const id = `${childKey}|${program.id}`;
      if (seen.has(id)) continue;
      seen.add(id);
      result.push({ ...program, row, childKey });
    }
  }
  return result;
}
