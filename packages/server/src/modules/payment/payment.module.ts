import { defineModule } from '../module';
import { BillingRepository } from './billing.repository';
import { billingQueries } from './billing.resolvers';
import { PaymentRepository } from './payment.repository';
import { PromoRepository } from './promo.repository';
import { paymentMutations } from './payment.resolvers';
import { promoMutations } from './promo.resolvers';
import { bankTokenMutations, paymentSessionQueries } from './bank-token.resolvers';

/** Paying an offer's fee: the family's payment method (a provider's token) and the charges made with it. */
export const paymentModule = defineModule({
  name: 'payment',
  schema: true,
  query: { ...billingQueries, ...paymentSessionQueries },
  mutation: { ...paymentMutations, ...promoMutations, ...bankTokenMutations },
  repositories: (db) => ({
    payments: new PaymentRepository(db),
    promos: new PromoRepository(db),
    billing: new BillingRepository(db),
  }),
});
