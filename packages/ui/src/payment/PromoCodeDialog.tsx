// "Enter Promo Code" (behind the business's lead promo codes flag; the offer page and the registration checkout):
// Back or Apply; the server's refusal, or "Whoops something went wrong, please try again later.", shows in the
// dialog, and the code stays as typed. The flow applies the code (its own mutation) and answers the refusal's key.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { errorMessages } from '../apollo/errorMessages';
import { Notice } from '../notice/Notice';
import { promoMessages } from '../i18n/validation/promo.messages';

export interface PromoCodeDialogProps {
  /** Prefix of the test ids: <prefix>-promo-dialog, -promo-code, -promo-failure, -promo-back, -promo-apply. */
  testIdPrefix: string;
  /** Applies the code: null once applied, else the refusal's error key (or undefined: no reason given). Throws on failure. */
  apply(promoCode: string): Promise<string | null | undefined>;
  applying: boolean;
  onClose(): void;
}

const own = (event: Event) => event.target === event.currentTarget;

export function PromoCodeDialog({ testIdPrefix, apply, applying, onClose }: PromoCodeDialogProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLElement>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    // The field as it is now (autofill and pasting do not always announce themselves).
    const promoCode = (inputRef.current as HTMLInputElement | null)?.value ?? code;
    try {
      const refusal = await apply(promoCode);
      if (refusal === null) return onClose();
      setFailure(refusal ? intl.formatMessage({ id: refusal }) : intl.formatMessage(promoMessages.failed));
    } catch (error) {
      setFailure(errorMessages(error)[0] ?? intl.formatMessage(promoMessages.failed));
    }
  };

  return (
    <SlDialog
      open
      data-testid={`${testIdPrefix}-promo-dialog`}
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
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SlInput
          ref={inputRef as never}
          data-testid={`${testIdPrefix}-promo-code`}
          label={intl.formatMessage(promoMessages.label)}
          value={code}
          autocomplete="off"
          onSlInput={(event) => setCode((event.target as HTMLInputElement).value)}
        />
      </form>
      {failure && <Notice variant="danger" messages={[failure]} testId={`${testIdPrefix}-promo-failure`} />}
      <SlButton slot="footer" data-testid={`${testIdPrefix}-promo-back`} onClick={onClose}>
        {intl.formatMessage(promoMessages.back)}
      </SlButton>
      <SlButton
        slot="footer"
        variant="primary"
        data-testid={`${testIdPrefix}-promo-apply`}
        loading={applying}
        disabled={code.trim() === ''}
        onClick={() => void submit()}
      >
        {intl.formatMessage(promoMessages.apply)}
      </SlButton>
    </SlDialog>
  );
}
