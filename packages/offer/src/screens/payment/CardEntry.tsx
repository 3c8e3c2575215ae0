// The provider's card page: it hands over a token (with the brand and last four), which is saved as the method.
import { useIntl } from 'react-intl';
import { paymentMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';
import { ProviderFrame } from './ProviderFrame';

export function CardEntry({
  offer,
  saving,
  onSave,
}: {
  offer: PageOffer;
  saving: boolean;
  onSave(token: string): void;
}) {
  const intl = useIntl();
  const provider = offer.paymentProviderInfo!;
  return (
    <>
      <p className="cc-offer__muted">{intl.formatMessage(paymentMessages.addCard)}</p>
      <ProviderFrame
        url={provider.fieldsUrl}
        origin={provider.fieldsOrigin}
        title={intl.formatMessage(paymentMessages.cardFrameTitle)}
        onMessage={(message) => {
          if (message.type === 'cc-payment-token' && typeof message.token === 'string') onSave(message.token);
        }}
      />
      {saving && <p role="status">{intl.formatMessage(paymentMessages.saving)}</p>}
    </>
  );
}
