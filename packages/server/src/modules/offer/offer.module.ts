import { defineModule } from '../module';
import { OfferRepository } from './offer.repository';

/** Centres' offers of places: the offers, the programs each makes, and the links that open them. */
export const offerModule = defineModule({
  name: 'offer',
  schema: true,
  repositories: (db) => ({ offers: new OfferRepository(db) }),
});
