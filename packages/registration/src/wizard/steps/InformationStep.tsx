// "Your Information": the parent's names, email, phone with its type, and the subsidy question when the
// registration asks it. A returning family's email is the one it signed in with.
import { useIntl } from 'react-intl';
import { PhoneField, TextField, YesNoField } from '@cc/ui';
import { wizardStepMessages as m } from '../../i18n/messages';
import { useRegistrationData } from '../data';

export function InformationStep() {
  const intl = useIntl();
  const { registration, signedIn } = useRegistrationData();
  return (
    <div className="cc-reg-step" data-testid="registration-information">
      <h2>{intl.formatMessage(m.stepInformation)}</h2>
      <p className="cc-reg-muted">{intl.formatMessage(m.informationIntro)}</p>
      <div className="cc-field-row">
        <TextField name="firstName" label={m.firstName} autocomplete="given-name" required />
        <TextField name="lastName" label={m.lastName} autocomplete="family-name" required />
      </div>
      <TextField name="email" label={m.email} type="email" autocomplete="email" required readonly={signedIn} />
      {signedIn && (
        <p className="cc-reg-muted" data-testid="registration-signed-in">
          {intl.formatMessage(m.signedInAs)}
        </p>
      )}
      <PhoneField name="phoneNumber" label={m.phone} required />
      {registration.askFamilyAboutSubsidy && <YesNoField name="familyReceivesSubsidy" label={m.subsidy} required />}
    </div>
  );
}
