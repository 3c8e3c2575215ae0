import { CURRENCY_BY_REGION, DEFAULT_LOCALE, type Region } from '../region/region';

export type CurrencyCode = (typeof CURRENCY_BY_REGION)[Region];

/** An amount in integer cents (minor units) with its currency; floats never carry money between calls. */
export interface Money {
  readonly cents: number;
  readonly currency: CurrencyCode;
}

export function money(cents: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  return { cents, currency };
}

export const zeroMoney = (currency: CurrencyCode): Money => money(0, currency);

export const moneyForRegion = (cents: number, region: Region): Money => money(cents, CURRENCY_BY_REGION[region]);

/** Turns a decimal amount from the wire (e.g. 12.5) into cents, rounding away float noise such as 0.1 + 0.2. */
export function fromDecimal(amount: number, currency: CurrencyCode): Money {
  return money(Math.round(Number((amount * 100).toFixed(4))), currency);
}

export const toDecimal = (value: Money): number => value.cents / 100;

function sameCurrency(a: Money, b: Money): void {
  // Adding dollars to Australian dollars would silently produce a wrong total, so it fails loudly instead.
  if (a.currency !== b.currency) throw new TypeError(`Cannot combine ${a.currency} with ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.cents + b.cents, a.currency);
}

export function sumMoney(values: readonly Money[], currency: CurrencyCode): Money {
  return values.reduce((total, value) => addMoney(total, value), zeroMoney(currency));
}

export function multiplyMoney(value: Money, count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Money can only be multiplied by a whole count, got ${count}`);
  return money(value.cents * count, value.currency);
}

/** Splits an amount into `count` equal parts, rounded half up to the cent (a per-day price from a weekly one). */
export function divideMoney(value: Money, count: number): Money {
  if (!Number.isSafeInteger(count) || count <= 0) throw new RangeError(`Money can only be divided by a count above 0`);
  return money(Math.round(value.cents / count), value.currency);
}

export function maxMoney(values: readonly Money[], currency: CurrencyCode): Money {
  return values.reduce((highest, value) => {
    sameCurrency(highest, value);
    // Stryker disable next-line EqualityOperator: on a tie both are the same amount in the same currency
    return value.cents > highest.cents ? value : highest;
  }, zeroMoney(currency));
}

export const isZeroMoney = (value: Money): boolean => value.cents === 0;

/** Formats for display in the given locale, e.g. `$1,234.50` for USD in `en`, `$12.00` for AUD in `en-AU`. */
export function formatMoney(value: Money, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(toDecimal(value));
}
