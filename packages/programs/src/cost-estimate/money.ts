import { CURRENCY_BY_REGION, formatMoney, money, type CurrencyCode, type Region } from '@cc/core';

const CURRENCIES: readonly string[] = Object.values(CURRENCY_BY_REGION);

/** The currency the server priced in, when it is one of ours; else the region's (USD, CAD, AUD). */
export function currencyFor(currency: string | null | undefined, region: Region): CurrencyCode {
  return currency && CURRENCIES.includes(currency) ? (currency as CurrencyCode) : CURRENCY_BY_REGION[region];
}

/** Integer cents from the API, formatted in the widget's locale (e.g. en-AU: $1,234.50). */
export const formatCents = (cents: number, currency: CurrencyCode, locale: string): string =>
  formatMoney(money(cents, currency), locale);
