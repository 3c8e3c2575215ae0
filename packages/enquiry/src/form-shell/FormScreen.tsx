// Loads what the form needs for the chosen centre (its zone for "today", its header, whether it asks about a
// subsidy) and the phone rules, and opens the enquiry form.
import { useMemo } from 'react';
import { localDateIn, resolveFlags, type FeatureFlags, type Region } from '@cc/core';
import {
  CenterSummaryDocument,
  ErrorScreen,
  LoadingScreen,
  errorMessages,
  useQuery,
  usePhoneRules,
  type BusinessSettingsQuery,
} from '@cc/ui';
import { EnquiryCenterSettingsDocument } from '../enquiryFlow.graphql.generated';
import type { EnquiryStepProps } from '../steps/step-props';
import { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';
import type { EarlyCentreStart } from './useEarlyCentreStart';

/** The form's own props, less what this screen loads for it. */
export interface FormScreenProps extends Omit<
  EnquiryFormProps,
  'stepProps' | 'centerHeader' | 'centrePhone' | 'askSubsidy' | 'phone'
> {
  businessId: string;
  centerId: string;
  business: BusinessSettingsQuery;
  region: Region;
  /** This centre's settings, asked for as the element started (useEarlyCentreStart). */
  early?: EarlyCentreStart;
}

export function FormScreen(props: FormScreenProps) {
  const { businessId, centerId, business, early } = props;
  const center = useQuery(CenterSummaryDocument, { variables: { centerId } });
  const asked = useQuery(EnquiryCenterSettingsDocument, {
    variables: { businessId, centerIds: [centerId] },
    skip: early !== undefined,
  });
  const settings = early
    ? {
        found: early.askFamilyAboutSubsidy,
        answered: !early.loading && early.error === undefined,
        error: early.error,
      }
    : {
        found: asked.data?.enrollmentCenterSettings.find((s) => s.centerId === centerId)?.askFamilyAboutSubsidy,
        answered: asked.data !== undefined && !asked.loading,
        error: asked.error,
      };
  // The phone rules load beside the centre's data; the register step checks its phone field with them.
  const phone = usePhoneRules(props.region);

  const centerData = center.data?.center;
  const askSubsidy = settings.found;
  const flags: FeatureFlags = useMemo(() => resolveFlags(business.featureFlags), [business.featureFlags]);
  const stepProps = useMemo<EnquiryStepProps | undefined>(() => {
    if (!centerData) return undefined;
    const { flowType, isUseProgramGroup, isUsePerProgramGroupFees, currency } = business.enrollmentSettings;
    return {
      businessId,
      center: { id: centerData.id, name: centerData.name },
      region: props.region,
      flags,
      enrollmentSettings: { flowType, isUseProgramGroup, isUsePerProgramGroupFees, currency },
      today: localDateIn(centerData.timezone, new Date()),
      audience: props.staffId ? 'centre' : 'guardian',
    };
  }, [centerData, business, businessId, flags, props.region, props.staffId]);

  const error = center.error ?? settings.error;
  if (error) return <ErrorScreen details={errorMessages(error)} />;
  if (phone.failed) return <ErrorScreen />;
  // A centre of another business would submit to the wrong place; the server refuses it too.
  if (centerData && centerData.businessId !== businessId) return <ErrorScreen />;
  if (!stepProps || askSubsidy === undefined || !centerData || !phone.rules) {
    // Settings that came back without this centre: it is not one of the business's.
    if (settings.answered && askSubsidy === undefined) return <ErrorScreen />;
    return <LoadingScreen />;
  }
  return (
    <EnquiryForm
      stepProps={stepProps}
      centerHeader={{ name: centerData.name, avatarUrl: centerData.avatar?.url }}
      centrePhone={centerData.phoneNumber}
      askSubsidy={askSubsidy}
      phone={phone.rules}
      linkCode={props.linkCode}
      staffId={props.staffId}
      draftKey={props.draftKey}
      storage={props.storage}
      debug={props.debug}
      onLeave={props.onLeave}
      onGoBackToLanding={props.onGoBackToLanding}
      onSubmitted={props.onSubmitted}
    />
  );
}
