// The spec's text for a centre that takes no payments online: the family proceeds to the next step.
import { useIntl } from 'react-intl';
import { termMessages } from '../i18n/sharedMessages';
import { paymentWidgetMessages } from './messages';

export function NoProvider({ testId }: { testId?: string }) {
  const intl = useIntl();
  return (
    <p data-testid={testId}>
      {intl.formatMessage(paymentWidgetMessages.noProvider, { center: intl.formatMessage(termMessages.center) })}
    </p>
  );
}
