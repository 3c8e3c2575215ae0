// The registration form: @cc/ui's form shell over the steps. A returning family signed in with its code starts with
// its details and children (fetchMe). Once the submission is in, the family is signed out (document 1, section 4)
// and goes on to the checkout with the code the submission answered.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { systemDate, type Region } from '@cc/core';
import {
  ErrorScreen,
  LoadingScreen,
  WizardForm,
  errorMessages,
  useMutation,
  usePhoneRules,
  useQuery,
  useWidgetHost,
} from '@cc/ui';
import { SignOutDocument } from '@cc/ui/sign-in';
import { registrationDrafts, type RegistrationDraft } from '../draft';
import { wizardStepMessages } from '../i18n/messages';
import type { RegistrationByLinkCodeQuery } from '../registration.graphql.generated';
import type { RegistrationData } from './data';
import { initialValues, newIdempotencyKey } from './form';
import type { RegistrationFormValues } from './form-values';
import { REGISTRATION_STEPS } from './steps/steps';
import { useRegistrationExtras } from './useRegistrationExtras';
import { useSubmitRegistration, type RegistrationSubmitResult } from './useSubmitRegistration';
import type { RegistrationContext } from './validation';
import { RegistrationMeDocument } from './wizard.graphql.generated';
import { registrationWizardCss } from './styles';

export interface RegistrationWizardProps {
  registration: RegistrationByLinkCodeQuery['registrationByLinkCode'];
  linkCode: string;
  email: string;
  signedIn: boolean;
  region: Region;
  debug?: boolean;
  onLeave(): void;
  /** A new family's form is kept as a draft; `draft` is the one found when the page opened. */
  drafts?: { storage: Storage | undefined; draftKey: string | undefined; draft: RegistrationDraft | undefined };
  /** The submission's checkout link code. */
  onSubmitted(checkoutCode: string): void;
}

const hereToday = () => systemDate(new Date());

export function RegistrationWizard(props: RegistrationWizardProps) {
  const { registration, region, signedIn } = props;
  const me = useQuery(RegistrationMeDocument, {
    variables: { businessId: registration.businessId },
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  const phone = usePhoneRules(region);
  if (me.error) return <ErrorScreen details={errorMessages(me.error)} />;
  if (phone.failed) return <ErrorScreen />;
  if (!phone.rules || (signedIn && !me.data)) return <LoadingScreen />;
  return (
    <>
      <style>{registrationWizardCss}</style>
      <WizardWithData {...props} me={me.data?.fetchMe} phone={phone.rules} />
    </>
  );
}

function WizardWithData({
  registration,
  linkCode,
  email,
  signedIn,
  region,
  debug,
  me,
  phone,
  drafts,
  onLeave,
  onSubmitted,
}: RegistrationWizardProps & {
  me?: Parameters<typeof initialValues>[1];
  phone: NonNullable<ReturnType<typeof usePhoneRules>['rules']>;
}) {
  const intl = useIntl();
  const { element } = useWidgetHost();
  const [today] = useState(hereToday);
  const [start] = useState(() => {
    const draft = drafts?.draft;
    return draft
      ? {
          values: draft.values,
          position: { step: draft.step, page: draft.page },
          idempotencyKey: draft.idempotencyKey,
          restored: true,
        }
      : {
          values: initialValues(email, me),
          position: { step: 0, page: 0 },
          idempotencyKey: newIdempotencyKey(),
          restored: false,
        };
  });
  const context = useMemo<RegistrationContext>(
    () => ({ region, today, askSubsidy: registration.askFamilyAboutSubsidy, phone }),
    [region, today, registration.askFamilyAboutSubsidy, phone],
  );
  const base = useMemo<Omit<RegistrationData, 'programsByChild' | 'programsFailed'>>(
    () => ({ registration, region, today, signedIn }),
    [registration, region, today, signedIn],
  );
  const submit = useSubmitRegistration({
    linkCode,
    businessId: registration.businessId,
    registrationId: registration.id,
    askSubsidy: registration.askFamilyAboutSubsidy,
    personId: me?.id,
  });
  const [signOut] = useMutation(SignOutDocument);
  const finish = async (result: RegistrationSubmitResult) => {
    if (signedIn) {
      // Signed out once the submission is in; a session that is already gone is no failure.
      await signOut().catch(() => undefined);
      (element as { token?: string }).token = undefined;
    }
    if (result.linkCode) onSubmitted(result.linkCode);
  };
  return (
    <WizardForm<RegistrationFormValues, RegistrationContext, RegistrationSubmitResult>
      steps={REGISTRATION_STEPS}
      context={context}
      start={start}
      freshValues={() => initialValues(email, me)}
      newIdempotencyKey={newIdempotencyKey}
      drafts={drafts ? { store: registrationDrafts, storage: drafts.storage, draftKey: drafts.draftKey } : undefined}
      submit={submit}
      onSubmitted={(result) => void finish(result)}
      submitFailedTitle={intl.formatMessage(wizardStepMessages.submitFailed)}
      center={{ name: registration.centerName }}
      submitLabel={intl.formatMessage(wizardStepMessages.submit)}
      onLeave={onLeave}
      debug={debug}
      useExtras={(values) =>
        // eslint-disable-next-line react-hooks/rules-of-hooks -- called by the shell on every render, in order
        useRegistrationExtras(values, base, { linkCode, businessId: registration.businessId })
      }
    />
  );
}
