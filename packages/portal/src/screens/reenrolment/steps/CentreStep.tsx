// Step 1, the centre: @cc/programs' centre selection (V1 cards and the "Select a School" dialog, or the V2 "School"
// autocomplete by the registrations centre-selector flag), limited to the centres the request allows. Choosing a
// centre starts the family's choice again (form.ts withCentre).
import { useEffect } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { ErrorText, isErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import { CentreSelection, isCentreSelectable } from '@cc/programs';
import { useReEnrolmentData } from '../data';
import { withCentre } from '../form';
import { preloadLaterSteps } from './later';
import type { ReEnrolmentFormValues } from '../form-values';

export function CentreStep() {
  const data = useReEnrolmentData();
  const form = useForm<ReEnrolmentFormValues>();
  const { values } = useFormState<ReEnrolmentFormValues>({ subscription: { values: true } });
  const pathError = usePathError('selectedCenter');
  const error = isErrorLeaf(pathError) ? pathError : undefined;
  // Once a centre is chosen (here, or before the family came back) the later steps load, before Next asks for them.
  const chosen = values.selectedCenter !== undefined;
  useEffect(() => {
    if (chosen) preloadLaterSteps();
  }, [chosen]);
  return (
    <div className="cc-reenrol-centre" data-testid="reenrol-centre-step">
      <CentreSelection
        businessId={data.businessId}
        allowedCenterIds={data.allowedCenterIds}
        early={data.earlyCentres}
        initialCenterId={values.selectedCenter?.id}
        variant={data.flags.registrationsCentreSelector}
        region={data.region}
        onSelect={(option) => {
          // A centre whose re-enrolment settings are incomplete cannot be chosen (its card says so).
          if (!isCentreSelectable(option) || option.id === form.getState().values.selectedCenter?.id) return;
          const centre = { id: option.id, name: option.name };
          const next = withCentre(form.getState().values, centre, data.account);
          form.batch(() => {
            for (const key of [
              'selectedCenter',
              'familyChildren',
              'children',
              'selectedProgramGroup',
              'primaryContacts',
              'contacts',
            ] as const) {
              form.change(key, next[key] as never);
            }
          });
          data.onCentreChosen(centre);
        }}
      />
      {error !== undefined && <ErrorText error={error} id="cc-reenrol-centre-error" />}
    </div>
  );
}
