/** The programs step has two sub-steps when program groups are enabled: pick a group, then its programs. */
export const PROGRAM_SUB_STEPS = ['group', 'program'] as const;
export type ProgramSubStep = (typeof PROGRAM_SUB_STEPS)[number];

/** It starts at program if any child already has schedules (coming back to the step), else at group. */
export function initialProgramSubStep(
  groupsEnabled: boolean,
  children: readonly { programSchedules?: readonly unknown[] | null }[],
): ProgramSubStep {
  if (!groupsEnabled) return 'program';
  return children.some((child) => (child.programSchedules?.length ?? 0) > 0) ? 'program' : 'group';
}

/** Next from group goes to program; from program the wizard leaves the step. */
export function nextProgramSubStep(step: ProgramSubStep, groupsEnabled: boolean): ProgramSubStep | 'leave' {
  return groupsEnabled && step === 'group' ? 'program' : 'leave';
}

/** Back from program goes to group when groups are enabled; otherwise the wizard goes to the previous step. */
export function backProgramSubStep(step: ProgramSubStep, groupsEnabled: boolean): ProgramSubStep | 'leave' {
  return groupsEnabled && step === 'program' ? 'group' : 'leave';
}
