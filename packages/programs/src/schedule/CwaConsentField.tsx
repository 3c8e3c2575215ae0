import { useIntl } from 'react-intl';
import { toRegion, type Region } from '@cc/core';
import { CheckboxField } from '@cc/ui';
import { consentMessages } from './messages';

export interface CwaConsentFieldProps {
  /** The wording's region; when not given, the region of the widget's locale tag (en-AU -> AU). */
  region?: Region;
}

/** The mandatory consent to the care agreement (values.cwaConsent); its validator returns 'required'. */
export function CwaConsentField({ region }: CwaConsentFieldProps) {
  const intl = useIntl();
  const wording = region ?? toRegion(intl.locale.split('-')[1]?.toUpperCase());
  return (
    <CheckboxField
      name="cwaConsent"
      required
      testId="cwa-consent"
      label={intl.formatMessage(consentMessages.label, { region: wording })}
    />
  );
}
