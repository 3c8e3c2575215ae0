import type { RegistrationCheckoutQuery } from './checkout.graphql.generated';

export type CheckoutSubmission = RegistrationCheckoutQuery['registrationSubmissionOfferForLinkCode'];

/** A card the provider's page tokenised, not yet saved on the submission (the accept saves it first). */
export interface EnteredCard {
  token: string;
  brand: string;
  lastFour: string;
}
