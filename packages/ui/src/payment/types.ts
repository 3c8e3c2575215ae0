// What the payment pieces read of an offer: its ids, its centre, and the centre's payment provider. The offer page's
// offer (OfferPage) and the portal's (applicationOfferForLinkCode) both have these fields.

/** The provider's session for the page: its fields stop working once it has passed (document 2, section 4). */
export interface PaymentSessionInfo {
  key: string;
  /** ISO 8601 instant. */
  expiresAt: string;
  /** Minutes the session lasts. */
  durationAvailable: number;
}

/** The centre's payment provider, as the offer carries it while a fee is due (null when the centre takes none). */
export interface PaymentProviderFields {
  isSandbox: boolean;
  /** The provider's card page, framed by the widget. */
  fieldsUrl: string;
  /** The provider's "Bank Account Details" page. */
  bankFieldsUrl: string;
  /** The pages' origin: the widget reads messages from this origin only. */
  fieldsOrigin: string;
  /** credit-card and bank-account, as the provider accepts them. */
  acceptedPaymentTypes: readonly string[];
  session: PaymentSessionInfo;
}

export interface PayableOffer {
  /** The application offer's id. */
  id: string;
  businessId: string;
  applicationId: string;
  center: { id: string; name: string };
  paymentProviderInfo: PaymentProviderFields | null;
}

/** The card's bank asks for confirmation (3-D Secure) of the charge just made, on the provider's page. */
export interface PaymentChallenge {
  actionUrl: string;
  reference: string;
}
