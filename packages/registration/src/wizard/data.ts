// What the wizard's steps read besides the form values: the registration, the family, and the programs open to each
// chosen child (loaded once the children are chosen).
import { createContext, useContext } from 'react';
import type { Region } from '@cc/core';
import type { ProgramsForRegistrationQuery } from './wizard.graphql.generated';

export type RegistrationProgram = ProgramsForRegistrationQuery['programsForRegistration'][number]['programs'][number];

export interface RegistrationData {
  registration: { id: string; name: string; currency: string; askFamilyAboutSubsidy: boolean };
  region: Region;
  today: string;
  /** A returning family signed in with its code: its email is the one it signed in with. */
  signedIn: boolean;
  programsByChild?: Readonly<Record<string, readonly RegistrationProgram[]>>;
  programsFailed: boolean;
}

export const RegistrationDataContext = createContext<RegistrationData | null>(null);

export function useRegistrationData(): RegistrationData {
  const data = useContext(RegistrationDataContext);
  if (!data) throw new Error('The registration steps render inside RegistrationDataContext.');
  return data;
}
