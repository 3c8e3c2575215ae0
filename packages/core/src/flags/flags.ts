export const CENTRE_SELECTOR_VARIANTS = ['V1', 'V2'] as const;
export type CentreSelectorVariant = (typeof CENTRE_SELECTOR_VARIANTS)[number];

// Plain predicates, not structs: overrides come from outside, and a hostile value must never make resolving throw.
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isCentreSelectorVariant = (value: unknown): value is CentreSelectorVariant =>
  // Stryker disable next-line ConditionalExpression: the list holds strings only, so no other value is ever in it
  typeof value === 'string' && (CENTRE_SELECTOR_VARIANTS as readonly string[]).includes(value);

interface FlagDefinition<T> {
  default: T;
  /** Whether an override is a value this flag can take. */
  accepts: (value: unknown) => value is T;
}

const flag = <T>(defaultValue: T, accepts: (value: unknown) => value is T): FlagDefinition<T> => ({
  default: defaultValue,
  accepts,
});

/**
 * Every feature flag of both documents (document 1 section 9, document 2 section 9) with its default. The two
 * documents agree on every default; the flag-service names are ours, since the spec only describes them.
 */
export const FEATURE_FLAGS = {
  /** The "Balance Overdue" gate on child selection. */
  leadReEnrolmentRestrictions: flag(false, isBoolean),
  /** The maintenance page. */
  registrationMaintenanceWindow: flag(false, isBoolean),
  /** The promo code input. */
  leadPromoCodes: flag(false, isBoolean),
  /** The flexible-schedule policy notice. */
  flexSchedulePolicyNotice: flag(false, isBoolean),
  /** The cost estimate. */
  enrolmentShowCostEstimate: flag(true, isBoolean),
  /** The tiered registration fee. */
  tieredRegistrationFee: flag(false, isBoolean),
  /** The centre selector variant (V2 is the dropdown). */
  registrationsCentreSelector: flag<CentreSelectorVariant>('V1', isCentreSelectorVariant),
  /** The payment-card-ready payment flow. */
  pciReady: flag(false, isBoolean),
  /** The payment provider's frame. */
  paymentProviderFrame: flag(false, isBoolean),
};

export type FlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = { [K in FlagName]: (typeof FEATURE_FLAGS)[K]['default'] };

export const FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FlagName[];

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(
  FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name].default]),
) as FeatureFlags;

/**
 * The flags in force: the defaults with each override laid over them. Overrides come from a flag service or a
 * query string, so an unknown name or a value of the wrong type is ignored and the default kept, rather than
 * letting a typo switch a feature into an undefined state.
 */
export function resolveFlags(overrides: unknown): FeatureFlags {
  const flags: Record<string, unknown> = { ...DEFAULT_FEATURE_FLAGS };
  if (overrides && typeof overrides === 'object') {
    for (const [name, value] of Object.entries(overrides)) {
      if (!Object.hasOwn(FEATURE_FLAGS, name)) continue;
      if (FEATURE_FLAGS[name as FlagName].accepts(value)) flags[name] = value;
    }
  }
  return flags as FeatureFlags;
}
