import type { Region } from '@cc/core';

/**
 * Messages for validator error keys: the US text for every key (the spec's wording, verbatim), and where the
 * Australian or Canadian wording differs, an override. Placeholders use ICU syntax, e.g. `{name}`.
 */
export interface ValidationCatalogue<K extends string> {
  US: Record<K, string>;
  CA?: Partial<Record<K, string>>;
  AU?: Partial<Record<K, string>>;
}

export function catalogueFor<K extends string>(catalogue: ValidationCatalogue<K>, region: Region): Record<K, string> {
  return { ...catalogue.US, ...(region === 'US' ? {} : catalogue[region]) } as Record<K, string>;
}
