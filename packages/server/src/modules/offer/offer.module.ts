import { defineModule } from '../module';
import { OfferRepository } from './offer.repository';
import { offerMutations, offerQueries } from './offer.resolvers';
import { staffOfferMutations } from './staff-offers.resolvers';

/** Centres' offers of places: the offers, the programs each makes, the links that open them, and their answers. */
export const offerModule = defineModule({
  name: 'offer',
  schema: true,
  query: offerQueries,
  mutation: { ...offerMutations, ...staffOfferMutations },
  repositories: (db) => ({ offers: new OfferRepository(db) }),
});
