// "Enter Promo Code" (behind the business's lead promo codes flag): Back or Apply; the server's refusal, or "Whoops
// something went wrong, please try again later.", shows in the dialog, and the code stays as typed.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { Notice, errorMessages, useMutation } from '@cc/ui';
import { promoMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';
import { ApplyOfferPromoCodeDocument } from './promo.graphql.generated';

const own = (event: Event) => event.target === event.currentTarget;

export function PromoDialog({ offer, linkCode, onClose }: { offer: PageOffer; linkCode: string; onClose(): void }) {
  const intl = useIntl();
  const inputRef = useRef<HTMLElement>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [apply, applying] = useMutation(ApplyOfferPromoCodeDocument);

  const submit = async () => {
    setFailure(null);
    // The field as it is now (autofill and pasting do not always announce themselves).
    const promoCode = (inputRef.current as HTMLInputElement | null)?.value ?? code;
    try {
      const result = await apply({
        variables: {
          linkCode,
          businessId: offer.businessId,
          applicationId: offer.applicationId,
          applicationOfferId: offer.id,
          promoCode,
        },
      });
      const answer = result.data?.applyPromoCode;
      if (answer?.success) return onClose();
      const key = answer?.errors[0]?.key;
      setFailure(key ? intl.formatMessage({ id: key }) : intl.formatMessage(promoMessages.failed));
    } catch (error) {
      setFailure(errorMessages(error)[0] ?? intl.formatMessage(promoMessages.failed));
    }
  };

  return (
    <SlDialog
      open
      data-testid="offer-promo-dialog"
      label={intl.formatMessage(promoMessages.title)}
      onSlInitialFocus={(event) => {
        if (!own(event)) return;
        event.preventDefault();
        inputRef.current?.focus();
      }}
      onSlRequestClose={(event) => {
        if (own(event)) onClose();
      }}
    >
      <form
        id="cc-offer-promo"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SlInput
          ref={inputRef as never}
          data-testid="offer-promo-code"
          label={intl.formatMessage(promoMessages.label)}
          value={code}
          autocomplete="off"
          onSlInput={(event) => setCode((event.target as HTMLInputElement).value)}
        />
      </form>
      {failure && <Notice variant="danger" messages={[failure]} testId="offer-promo-failure" />}
      <SlButton slot="footer" data-testid="offer-promo-back" onClick={onClose}>
        {intl.formatMessage(promoMessages.back)}
      </SlButton>
      <SlButton
        slot="footer"
        variant="primary"
        data-testid="offer-promo-apply"
        loading={applying.loading}
        disabled={code.trim() === ''}
        onClick={() => void submit()}
      >
        {intl.formatMessage(promoMessages.apply)}
      </SlButton>
    </SlDialog>
  );
}
