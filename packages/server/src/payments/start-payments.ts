// Starts the payment provider PAYMENTS names (payments-setting.ts): production runs the sandbox only when it was
// named, and every such start says so in the log.
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import { requirePaymentsChosen, type PaymentsSetting } from './payments-setting';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider';

/**
 * Where the sandbox's card fields listen. On a wildcard HOST (0.0.0.0, the default) the fields advertise
 * http://localhost:<port>, so only a browser on this machine could use them anyway: they listen on loopback and a
 * card-approving endpoint is not put on the network by accident. A named HOST (a LAN address) is used as it is, and
 * SANDBOX_PAYMENTS_HOST overrides both (e.g. 0.0.0.0 inside a container whose port is published).
 */
export function sandboxFieldsHost(host: string, override: string | undefined): string {
  if (override) return override;
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

export interface PaymentsConfig {
  production: boolean;
  payments?: PaymentsSetting;
  host: string;
  sandboxPaymentsHost?: string;
  sandboxPaymentsPort: number;
}

/** Starts the configured provider (a production configuration that named none is refused). */
export async function startPayments(config: PaymentsConfig, clock: Clock, log: Logger): Promise<PaymentProvider> {
  requirePaymentsChosen(config);
  if (config.production)
    log.warn(
      { payments: 'sandbox' },
      'PAYMENTS=sandbox in production: the sandbox payment provider approves test cards and charges nothing',
    );
  return SandboxPaymentProvider.start(clock, {
    host: sandboxFieldsHost(config.host, config.sandboxPaymentsHost),
    port: config.sandboxPaymentsPort,
  });
}
