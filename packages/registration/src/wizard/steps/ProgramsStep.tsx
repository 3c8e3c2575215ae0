// "Pick your programs", one page per chosen child: the programs open to the child (by date of birth), as checkbox
// cards. "There are no open registrations at this time." when no child has any.
import { useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import { personDisplayName } from '@cc/core';
import { ErrorText, LoadingScreen, isErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import { programMessages as m, wizardStepMessages } from '../../i18n/messages';
import { useRegistrationData } from '../data';
import { selectedChildren } from '../form';
import type { RegistrationFormValues } from '../form-values';
import { hasPlaceFor } from '../validation';
import { ProgramCard } from './ProgramCard';

export function ProgramsStep({ page }: { page: number }) {
  const intl = useIntl();
  const form = useForm<RegistrationFormValues>();
  const { values } = useFormState<RegistrationFormValues>({ subscription: { values: true } });
  const { registration, programsByChild, programsFailed } = useRegistrationData();
  const child = selectedChildren(values)[page];
  const index = child ? values.children.indexOf(child) : -1;
  const error = usePathError(`children.${index}.programIds`);
  if (!child) return null;
  if (!programsByChild) return programsFailed ? <ErrorText error="registration-programs-failed" /> : <LoadingScreen />;
  const name = personDisplayName(child);
  const programs = programsByChild[child.key] ?? [];
  const noneAtAll = Object.values(programsByChild).every((list) => list.length === 0);
  const chosen = child.programIds;
  const toggle = (programId: string, on: boolean) => {
    const programIds = on
      ? [...chosen.filter((id) => id !== programId), programId]
      : chosen.filter((id) => id !== programId);
    form.change(
      'children',
      values.children.map((entry) => (entry.key === child.key ? { ...entry, programIds } : entry)),
    );
  };
  return (
    <div className="cc-reg-step" data-testid="registration-programs" data-child={name}>
      <h2>{intl.formatMessage(wizardStepMessages.stepPrograms)}</h2>
      {noneAtAll ? (
        <p className="cc-reg-hint" data-testid="registration-no-programs">
          {intl.formatMessage(m.none)}
        </p>
      ) : programs.length === 0 ? (
        <p className="cc-reg-hint">{intl.formatMessage(m.noneForChild, { child: name })}</p>
      ) : (
        <fieldset className="cc-reg-choices">
          <legend>{intl.formatMessage(m.intro, { child: name })}</legend>
          {programs.map((program) => (
            <ProgramCard
              key={program.id}
              program={program}
              childKey={child.key}
              currency={registration.currency}
              checked={chosen.includes(program.id)}
              hasPlace={hasPlaceFor(values, child.key, program)}
              onChange={(on) => toggle(program.id, on)}
            />
          ))}
        </fieldset>
      )}
      {!noneAtAll && <ErrorText error={isErrorLeaf(error) ? error : undefined} />}
    </div>
  );
}
