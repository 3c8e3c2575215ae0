// What the enquiry adds inside @cc/ui's form shell: the server checks that run beside the form (the person-exists
// check that blocks Submit, the known-child check), their messages, and the person check run again right before
// the enquiry is sent.
import { useMemo, useRef } from 'react';
import { portalLoginPath } from '@cc/core';
import { useIntl } from 'react-intl';
import {
  Notice,
  PersonCheckNotice,
  usePersonCheck,
  useWidgetEvents,
  type PersonCheck,
  type PersonCheckState,
  type WizardFormExtras,
} from '@cc/ui';
import type { PhoneRules, WizardFormState } from '@cc/ui';
import { EnquiryChecksContext } from '../checks';
import type { EnquiryFormValues } from '../form-values';
import { flowMessages } from '../i18n/messages';
import { useKnownChildren } from '../steps/children/useKnownChildren';
import type { EnquiryStepContext } from '../steps/step-context';
import type { EnquiryStepProps } from '../steps/step-props';

const CLEAR: PersonCheckState = { status: 'clear' };

export function useEnquiryExtras(
  values: EnquiryFormValues,
  state: WizardFormState,
  options: {
    stepProps: EnquiryStepProps;
    phone: PhoneRules;
    isLastStep: boolean;
    onGoBackToLanding?(): void;
    /** The centre's own number, as stored (E.164). */
    centrePhone?: string | null;
  },
): WizardFormExtras<EnquiryFormValues, EnquiryStepContext> {
  const { stepProps, phone, isLastStep, onGoBackToLanding, centrePhone } = options;
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const checked = usePersonCheck({ businessId: stepProps.businessId, audience: stepProps.audience, values, phone });
  // A retry of a submission that got no answer: the check would find the family's own first attempt.
  const person = useMemo<PersonCheck>(
    () => (state.retryingUnanswered ? { state: CLEAR, checkNow: () => Promise.resolve(CLEAR) } : checked),
    [state.retryingUnanswered, checked],
  );
  const knownChildren = useKnownChildren({
    businessId: stepProps.businessId,
    children: values.children,
    today: stepProps.today,
  });
  const { goToStart } = state;
  const centre = useMemo(
    () => ({
      name: stepProps.center.name,
      phone: centrePhone ? phone.formatPhone(centrePhone) : undefined,
      dial: centrePhone ?? undefined,
    }),
    [stepProps.center.name, centrePhone, phone],
  );
  const checks = useMemo(
    () => ({
      person,
      // The latest values: the family may have corrected a detail since the failed check.
      retryPersonCheck: () => void person.checkNow(valuesRef.current),
      centre,
      knownChildren,
      goBack: () => (onGoBackToLanding ? onGoBackToLanding() : goToStart()),
      // A guardian the business knows signs in to the parent portal with the email just typed, and lands there.
      logIn: () =>
        emit('cc-navigate', {
          to: portalLoginPath({
            businessId: stepProps.businessId,
            state: valuesRef.current.email ? { email: valuesRef.current.email.trim() } : undefined,
          }),
        }),
    }),
    [person, centre, knownChildren, onGoBackToLanding, goToStart, emit, stepProps.businessId],
  );
  const context = useMemo(() => ({ knownChildKeys: knownChildren.knownKeys }), [knownChildren.knownKeys]);

  const stopped = person.state.status === 'blocked' || person.state.status === 'failed';
  return {
    context,
    submitBlocked: person.state.status === 'blocked',
    navNotice:
      isLastStep && stopped ? (
        <div className="cc-nav-notice">
          <Notice variant="warning" testId="submit-blocked" title={intl.formatMessage(flowMessages.personBlocked)} />
          <PersonCheckNotice
            state={person.state}
            onRetry={checks.retryPersonCheck}
            centre={centre}
            testId="submit-blocked-detail"
            onLogIn={checks.logIn}
          />
        </div>
      ) : undefined,
    // The spec checks the person again right before submit; a match or a failed check stops here.
    beforeSubmit: async (latest) => {
      const check = await person.checkNow(latest);
      return check.status !== 'blocked' && check.status !== 'failed';
    },
    wrap: (wizard) => <EnquiryChecksContext.Provider value={checks}>{wizard}</EnquiryChecksContext.Provider>,
  };
}
