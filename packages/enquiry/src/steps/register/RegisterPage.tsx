import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen, PersonCheckNotice, PhoneField, TextField, YesNoField } from '@cc/ui';
import { useEnquiryChecks } from '../../checks';
import { childrenMessages, registerMessages } from '../../i18n/messages';
import { shellCss } from '../../styles';
import { ChildrenList } from '../../laterParts';
import type { EnquiryStepProps } from '../step-props';

export interface RegisterPageProps extends EnquiryStepProps {
  /** The centre's enrollmentCenterSettings.askFamilyAboutSubsidy. */
  askSubsidy: boolean;
  /** The offer-enrolment flow asks for the children on this page too (the spec's basic enquiry). */
  withChildren?: boolean;
}

/** The parent's details: names, email, phone with its type, and the subsidy question when the centre asks it. */
export function RegisterPage({ askSubsidy, withChildren, today, region, businessId, center }: RegisterPageProps) {
  const intl = useIntl();
  const { person, retryPersonCheck, centre, logIn } = useEnquiryChecks();
  return (
    <section aria-labelledby="cc-register-title" data-testid="register-page">
      <style>{shellCss}</style>
      <h2 className="cc-enquiry-title" id="cc-register-title">
        {intl.formatMessage(registerMessages.title)}
      </h2>
      <p className="cc-enquiry-intro">{intl.formatMessage(registerMessages.intro)}</p>
      <div className="cc-field-row">
        <TextField name="firstName" label={registerMessages.firstName} autocomplete="given-name" required />
        <TextField name="lastName" label={registerMessages.lastName} autocomplete="family-name" required />
      </div>
      <TextField name="email" label={registerMessages.email} type="email" autocomplete="email" required />
      <PhoneField name="phoneNumber" label={registerMessages.phoneNumber} required />
      {region === 'AU' && (
        <p className="cc-enquiry-hint" data-testid="phone-hint">
          {intl.formatMessage(registerMessages.phoneHint)}
        </p>
      )}
      {askSubsidy && <YesNoField name="familyReceivesSubsidy" label={registerMessages.subsidy} required />}
      <PersonCheckNotice
        state={person.state}
        onRetry={retryPersonCheck}
        centre={centre}
        id="cc-person-check"
        onLogIn={logIn}
      />
      {withChildren && (
        <div className="cc-enquiry-section">
          <h2 className="cc-enquiry-title">{intl.formatMessage(childrenMessages.title)}</h2>
          <p className="cc-enquiry-intro">{intl.formatMessage(childrenMessages.intro)}</p>
          <Suspense fallback={<LoadingScreen />}>
            <ChildrenList today={today} region={region} businessId={businessId} center={center} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
