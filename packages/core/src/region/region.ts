export const REGIONS = ['US', 'CA', 'AU'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'US';
export const DEFAULT_LOCALE = 'en';

export const CURRENCY_BY_REGION: Record<Region, 'USD' | 'CAD' | 'AUD'> = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
};

export function isRegion(value: unknown): value is Region {
  // Stryker disable next-line ConditionalExpression: the list holds strings only, so no other value is ever in it
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** Unknown or missing region values fall back to the spec's default (US). */
export function toRegion(value: unknown): Region {
  return isRegion(value) ? value : DEFAULT_REGION;
}
