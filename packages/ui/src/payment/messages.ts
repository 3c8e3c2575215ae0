// The payment pieces' own texts (the offer page's and the portal's payment dialogs; PayOfferDialog's own are beside
// it, so they load with it). Defaults are the US wording;
// every region's is in @cc/ui's src/lang/en-*.json. The spec's payment texts and labels, which core's rules and the
// flows also look up by id, are in ../i18n/validation/payment.messages.ts; "ours" marks texts the spec names without
// words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const paymentWidgetMessages = defineMessages<{
  addCard: NoValues;
  useAnother: NoValues;
  saving: NoValues;
  cardFrameTitle: NoValues;
  bankFrameTitle: NoValues;
  noProvider: { center: string };
}>({
  // ours
  addCard: {
    id: 'payment.addCard',
    defaultMessage: 'Add the card to pay the fee due now. Your card details go straight to the payment provider.',
  },
  // ours
  useAnother: { id: 'payment.useAnother', defaultMessage: 'Use another payment method' },
  // ours
  saving: { id: 'payment.saving', defaultMessage: 'Saving your card…' },
  // ours: the card fields frame's title, for screen readers
  cardFrameTitle: { id: 'payment.cardFrameTitle', defaultMessage: 'Card details' },
  // ours: the bank fields frame's title, for screen readers
  bankFrameTitle: { id: 'payment.bankFrameTitle', defaultMessage: 'Bank account details' },
  // the spec's "centre without payments" text; {center} is the region's word for it (termMessages.center)
  noProvider: {
    id: 'payment.noProvider',
    defaultMessage: 'This {center} does not take payments online. Please proceed to the next step.',
  },
});
