import type { FastifyInstance } from 'fastify';
import { settleCharge, type SettleDeps } from './settle-charge';

export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';
export const PAYMENT_SIGNATURE_HEADER = 'cc-payment-signature';

/**
 * The payment provider's webhook: a signed event saying how a charge ended (a bank debit settled or was returned, a
 * confirmation step passed or failed). The body is verified as sent, byte for byte; an unsigned, forged or stale one
 * is refused; a replayed one changes nothing. The outcome applied is the provider's record of the charge.
 */
export async function registerPaymentWebhook(app: FastifyInstance, deps: SettleDeps): Promise<void> {
  await app.register(async (scope) => {
    // The raw text, byte for byte, instead of the app's parsed JSON (http/json-body.ts).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(PAYMENT_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[PAYMENT_SIGNATURE_HEADER];
      const now = deps.clock.now();
      const event = deps.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined, now);
      if (!event) {
        deps.log.warn({ kind: 'webhook-signature' }, 'payment webhook refused');
        return reply.code(400).send({ error: 'invalid signature' });
      }
      const record = await deps.payments.lookupCharge(event.reference);
      const settled = record && record.status === event.outcome ? await settleCharge(deps, record) : 'unknown';
      const fresh = await deps.repos.payments.recordWebhookEvent({
        id: event.id,
        processor: deps.payments.processor,
        reference: event.reference,
        outcome: event.outcome,
        now,
      });
      deps.log.info({ eventId: event.id, settled, replay: !fresh }, 'payment webhook');
      return reply.code(200).send({ received: true });
    });
  });
}
