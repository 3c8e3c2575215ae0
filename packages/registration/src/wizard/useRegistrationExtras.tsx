// Inside the form: the programs open to each chosen child (programsForRegistration, asked again when the chosen
// children change), given to the pages' validation and to the steps.
import { useMemo, type ReactNode } from 'react';
import { useQuery, type WizardFormExtras } from '@cc/ui';
import { RegistrationDataContext, type RegistrationData } from './data';
import { selectedChildren } from './form';
import type { RegistrationFormValues } from './form-values';
import type { RegistrationContext } from './validation';
import { ProgramsForRegistrationDocument } from './wizard.graphql.generated';

export function useRegistrationExtras(
  values: RegistrationFormValues,
  base: Omit<RegistrationData, 'programsByChild' | 'programsFailed'>,
  ids: { linkCode: string; businessId: string },
): WizardFormExtras<RegistrationFormValues, RegistrationContext> {
  const children = selectedChildren(values);
  const childWithDobs = children.map((child) => ({
    childId: child.key,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
  }));
  const programs = useQuery(ProgramsForRegistrationDocument, {
    variables: { ...ids, registrationId: base.registration.id, childWithDobs },
    skip: childWithDobs.length === 0,
  });
  const list = programs.data?.programsForRegistration;
  const programsByChild = useMemo(
    () => (list ? Object.fromEntries(list.map((entry) => [entry.childId, entry.programs])) : undefined),
    [list],
  );
  const data = useMemo<RegistrationData>(
    () => ({ ...base, programsByChild, programsFailed: programs.error !== undefined }),
    [base, programsByChild, programs.error],
  );
  const context = useMemo(() => ({ programsByChild }), [programsByChild]);
  return {
    context,
    wrap: (wizard: ReactNode) => (
      <RegistrationDataContext.Provider value={data}>{wizard}</RegistrationDataContext.Provider>
    ),
  };
}
