// Renders an enquiry step the way the widget does: shadow root, the enquiry's catalogue for the region, a form
// with the given values, the explicit-error switch and the server checks' state.
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { Region } from '@cc/core';
import { ShadowScope, ShowErrorsContext, toFormErrors } from '@cc/ui';
import { MockedProvider, type MockedResponse } from '@cc/ui/testing';
import { EnquiryChecksContext, type EnquiryChecks } from '../../packages/enquiry/src/checks';
import type { EnquiryFormValues } from '../../packages/enquiry/src/form-values';
import { ENQUIRY_MESSAGES } from '../../packages/enquiry/src/i18n/catalogue';
import type { FieldError } from '@cc/core';

export interface StepFrameProps {
  region: Region;
  values: EnquiryFormValues;
  /** The page's validator: its errors show at once when showErrors is on (as after a failed Next). */
  validate?: (values: EnquiryFormValues) => FieldError[];
  showErrors?: boolean;
  checks?: Partial<EnquiryChecks>;
  /** The step's own queries, answered at the GraphQL boundary (none answered: they fail quietly). */
  mocks?: MockedResponse[];
  children: ReactNode;
}

const NOTHING_CHECKED: EnquiryChecks = {
  person: { state: { status: 'idle' }, checkNow: async () => ({ status: 'idle' }) },
  retryPersonCheck: () => undefined,
  centre: { name: 'Maple Grove Lincoln Park', phone: '(312) 555-0100' },
  knownChildren: { knownKeys: new Set(), checkingKeys: new Set() },
  goBack: () => undefined,
};

export function StepFrame({
  region,
  values,
  validate,
  showErrors = false,
  checks,
  mocks = [],
  children,
}: StepFrameProps) {
  return (
    <MockedProvider mocks={mocks} addTypename={false}>
      <ShadowScope region={region} messages={ENQUIRY_MESSAGES}>
        <EnquiryChecksContext.Provider value={{ ...NOTHING_CHECKED, ...checks }}>
          <ShowErrorsContext.Provider value={showErrors}>
            <div className="cc-wizard">
              <Form<EnquiryFormValues>
                onSubmit={() => undefined}
                initialValues={values}
                validate={validate ? (v) => toFormErrors(validate(v)) : undefined}
              >
                {() => children}
              </Form>
            </div>
          </ShowErrorsContext.Provider>
        </EnquiryChecksContext.Provider>
      </ShadowScope>
    </MockedProvider>
  );
}
