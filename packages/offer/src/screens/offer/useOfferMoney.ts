import { useIntl } from 'react-intl';
import { CURRENCY_BY_REGION, formatMoney, money, type CurrencyCode } from '@cc/core';

const CURRENCIES: readonly string[] = Object.values(CURRENCY_BY_REGION);

/** Integer cents in the business's currency (USD, CAD, AUD), in the widget's locale. */
export function useOfferMoney(currency: string): (cents: number) => string {
  const intl = useIntl();
  const code = (CURRENCIES.includes(currency) ? currency : 'USD') as CurrencyCode;
  return (cents) => formatMoney(money(cents, code), intl.locale);
}
