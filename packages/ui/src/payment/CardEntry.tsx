// The provider's card page: it hands over a token (with the brand and last four), which is saved as the method.
import { useIntl } from 'react-intl';
import { paymentWidgetMessages } from './messages';
import type { PayableOffer } from './types';
import { ProviderFrame } from './ProviderFrame';

export function CardEntry({
  offer,
  saving,
  onSave,
}: {
  offer: PayableOffer;
  saving: boolean;
  onSave(token: string): void;
}) {
  const intl = useIntl();
  const provider = offer.paymentProviderInfo!;
  return (
    <>
      <p className="cc-payment__muted">{intl.formatMessage(paymentWidgetMessages.addCard)}</p>
      <ProviderFrame
        url={provider.fieldsUrl}
        origin={provider.fieldsOrigin}
        title={intl.formatMessage(paymentWidgetMessages.cardFrameTitle)}
        onMessage={(message) => {
          if (message.type === 'cc-payment-token' && typeof message.token === 'string') onSave(message.token);
        }}
      />
      {saving && <p role="status">{intl.formatMessage(paymentWidgetMessages.saving)}</p>}
    </>
  );
}
