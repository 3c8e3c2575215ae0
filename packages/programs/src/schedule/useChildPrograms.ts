import { useMemo } from 'react';
import { useQuery } from '@cc/ui';
import type { ChildValues } from '../values';
import {
  completeChildren,
  toChildPrograms,
  type ChildProgram,
  type EnrollmentSettingsForCenter,
} from './childPrograms';
import { ProgramsForCenterDocument } from './programsForCenter.graphql.generated';

export interface UseChildProgramsArgs {
  businessId: string;
  centerId: string;
  children: readonly ChildValues[];
  /** YYYY-MM-DD: the programs running on this date (today at the centre). */
  searchDate: string;
}

export interface ChildProgramsResult {
  loading: boolean;
  error?: Error;
  /** The programs offered to one child (by ChildValues.key), in the server's order. */
  programsFor(childKey: string): ChildProgram[];
  all: ChildProgram[];
  /** The business's settings as programsForCenter returned them (undefined until loaded). */
  enrollmentSettings?: EnrollmentSettingsForCenter;
  /** Asks again (after a failed load). */
  refetch?(): void;
}

const NONE: ChildProgram[] = [];

/** The programs each child of the form can attend at the selected centre, filtered by age on the server. */
export function useChildPrograms({
  businessId,
  centerId,
  children,
  searchDate,
}: UseChildProgramsArgs): ChildProgramsResult {
  const childWithDobs = useMemo(() => completeChildren(children), [children]);
  const { data, loading, error, refetch } = useQuery(ProgramsForCenterDocument, {
    variables: { businessId, centerId, searchDate, byAge: { childWithDobs } },
    skip: childWithDobs.length === 0 || !businessId || !centerId,
    // The same program comes back once per child with a different childId; a normalised cache would merge those
    // entries into one, and places must be fresh anyway (the spec says no cache).
    fetchPolicy: 'no-cache',
  });
  const programs = data?.programsForCenter.programsForCenter;
  const all = useMemo(
    () => (programs ? toChildPrograms(programs, children, centerId) : NONE),
    [programs, children, centerId],
  );
  return useMemo(
    () => ({
      loading,
      error,
      all,
      programsFor: (childKey: string) => all.filter((program) => program.childKey === childKey),
      enrollmentSettings: data?.programsForCenter.enrollmentSettings,
      refetch: () => void refetch(),
    }),
    [loading, error, all, data, refetch],
  );
}
