// The re-enrolment form: @cc/ui's form shell over the steps, with what they read (the account, the business's rules,
// the chosen centre's settings) in ReEnrolmentDataContext. Submitting sends offerEnquiry; what follows (payment,
// acceptance) is the finish screen's.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { localDateIn, resolveFlags, systemDate, type Region, type SecondContactSettings } from '@cc/core';
import { WizardForm, useQuery, type BusinessSettingsQuery, type PhoneRules } from '@cc/ui';
import { choiceErrorPlace, type EarlyCentres, type ProgramStepProps } from '@cc/programs';
import { NewFamilyContext } from '@cc/programs/family';
import { ReEnrolmentDataContext, type FeesDueState, type ReEnrolmentData } from './data';
import { initialValues, newIdempotencyKey, type FamilyAccount } from './form';
import type { ReEnrolmentFormValues } from './form-values';
import { finishMessages, reEnrolmentMessages } from './messages';
import { ReEnrolmentCentreDocument } from './reEnrolment.graphql.generated';
import { reEnrolmentSteps, type ReEnrolmentContext } from './steps/steps';
import { useReEnrolmentExtras } from './useReEnrolmentExtras';
import { useSubmitReEnrolment, type OfferEnquiryResult } from './useSubmitReEnrolment';

export interface ReEnrolmentWizardProps {
  businessId: string;
  business: BusinessSettingsQuery;
  account: FamilyAccount;
  contactSettings: SecondContactSettings;
  phone: PhoneRules;
  region: Region;
  request?: { batchId: string; allowedCenterIds: readonly string[] };
  /** The business's centres, asked for beside the family. */
  earlyCentres?: EarlyCentres;
  debug?: boolean;
  onLeave(): void;
  onSubmitted(result: OfferEnquiryResult): void;
}

const hereToday = () => systemDate(new Date());

export function ReEnrolmentWizard(props: ReEnrolmentWizardProps) {
  const { businessId, business, account, region } = props;
  const intl = useIntl();
  const [centre, setCentre] = useState<{ id: string; name: string }>();
  const [feesDue, setFeesDue] = useState<FeesDueState>();
  const centreData = useQuery(ReEnrolmentCentreDocument, {
    variables: { businessId, centerId: centre?.id ?? '' },
    skip: !centre,
  }).data;
  const loadedCentre = centreData?.center.id === centre?.id ? centreData : undefined;
  const timezone = loadedCentre?.center.timezone;
  const today = useMemo(() => (timezone ? localDateIn(timezone, new Date()) : hereToday()), [timezone]);
  const flags = useMemo(() => resolveFlags(business.featureFlags), [business.featureFlags]);
  const programProps = useMemo<ProgramStepProps | undefined>(() => {
    if (!centre || !timezone) return undefined;
    const { flowType, isUseProgramGroup, isUsePerProgramGroupFees, currency } = business.enrollmentSettings;
    return {
      businessId,
      center: centre,
      region,
      flags,
      enrollmentSettings: { flowType, isUseProgramGroup, isUsePerProgramGroupFees, currency },
      today,
      audience: 'guardian',
    };
  }, [centre, timezone, business, businessId, region, flags, today]);
  const steps = useMemo(() => reEnrolmentSteps(programProps), [programProps]);
  const askSubsidy = loadedCentre?.enrollmentCenterSettings[0]?.askFamilyAboutSubsidy ?? false;
  const balanceOverdue = flags.leadReEnrolmentRestrictions && account.balance?.overdue === true;
  const data = useMemo<ReEnrolmentData>(
    () => ({
      businessId,
      account,
      region,
      flags,
      contactSettings: props.contactSettings,
      phone: props.phone,
      allowedCenterIds:
        props.request && props.request.allowedCenterIds.length > 0 ? props.request.allowedCenterIds : undefined,
      earlyCentres: props.earlyCentres,
      today,
      centre:
        centre && loadedCentre
          ? {
              ...centre,
              askSubsidy,
              usesEnrolmentForm: loadedCentre.center.reEnrolSettings.usesEnrolmentForm === true,
            }
          : undefined,
      programProps,
      balanceOverdue,
      onCentreChosen: setCentre,
      onFeesDue: setFeesDue,
    }),
    [
      businessId,
      account,
      region,
      flags,
      props.contactSettings,
      props.phone,
      props.request,
      props.earlyCentres,
      today,
      centre,
      loadedCentre,
      askSubsidy,
      programProps,
      balanceOverdue,
    ],
  );
  const context = useMemo<ReEnrolmentContext>(
    () => ({ region, today, askSubsidy, balanceOverdue, contactSettings: props.contactSettings, phone: props.phone }),
    [region, today, askSubsidy, balanceOverdue, props.contactSettings, props.phone],
  );
  const [start] = useState(() => ({
    values: initialValues({ businessId, account, batchId: props.request?.batchId }),
    position: { step: 0, page: 0 },
    idempotencyKey: newIdempotencyKey(),
    restored: false,
  }));
  const submit = useSubmitReEnrolment();
  const reviewStep = steps.length - 1;

  return (
    <ReEnrolmentDataContext.Provider value={data}>
      {/* A re-enrolling family is not new: no biweekly schedules (spec section 5, cycle types). */}
      <NewFamilyContext.Provider value={false}>
        <WizardForm<ReEnrolmentFormValues, ReEnrolmentContext, OfferEnquiryResult>
          steps={steps}
          context={context}
          start={start}
          freshValues={() => initialValues({ businessId, account, batchId: props.request?.batchId })}
          newIdempotencyKey={newIdempotencyKey}
          submit={submit}
          onSubmitted={props.onSubmitted}
          submitFailedTitle={intl.formatMessage(finishMessages.submitFailed)}
          describeErrorPlace={choiceErrorPlace}
          center={{ name: centre?.name ?? account.name, avatarUrl: loadedCentre?.center.avatar?.url }}
          submitLabel={intl.formatMessage(reEnrolmentMessages.confirmAndContinue)}
          onLeave={props.onLeave}
          debug={props.debug}
          useExtras={(_values, state) =>
            // eslint-disable-next-line react-hooks/rules-of-hooks -- called by the shell on every render, in order
            useReEnrolmentExtras(state, reviewStep, feesDue)
          }
        />
      </NewFamilyContext.Provider>
    </ReEnrolmentDataContext.Provider>
  );
}
