// PAYMENTS, the setting that names the payment provider, and the rule that keeps production off the sandbox by
// default: the sandbox approves any Luhn-valid card and moves no money, so a production deployment that fell into it
// would accept enrolments nobody paid for. It runs there only when the operator names it (PAYMENTS=sandbox: a demo
// or a staging copy). Read by config.ts, so this file imports nothing.

/** The providers PAYMENTS may name; the built-in sandbox is the only one so far. */
export type PaymentsSetting = 'sandbox';

export const PRODUCTION_NEEDS_PAYMENTS =
  'In production the sandbox payment provider runs only with PAYMENTS=sandbox; set PAYMENTS=sandbox to run it on ' +
  'purpose (no card is charged), or leave NODE_ENV=production unset.';

/** PAYMENTS as read from the environment: outside production the sandbox when unset; in production it must be named. */
export function parsePayments(raw: string | undefined, production: boolean): PaymentsSetting {
  if (raw === undefined) {
    if (production) throw new Error(PRODUCTION_NEEDS_PAYMENTS);
    return 'sandbox';
  }
  if (raw !== 'sandbox')
    throw new Error(`PAYMENTS must be "sandbox" (the only payment provider built in), got "${raw}".`);
  return raw;
}

/** A configuration put together in code (not read by loadConfig) is held to the same rule, before anything opens. */
export function requirePaymentsChosen(config: { production: boolean; payments?: PaymentsSetting }): void {
  if (config.production && config.payments !== 'sandbox') throw new Error(PRODUCTION_NEEDS_PAYMENTS);
}
