import type { Selectable } from 'kysely';
import type { RegistrationProgramTable } from './registration.table';

export type FeeProgram = Pick<
  Selectable<RegistrationProgramTable>,
  'fee_cents' | 'early_bird_fee_cents' | 'early_bird_until' | 'tiered_fee_cents'
>;

export interface RegistrationFee {
  /** Integer cents. */
  feeCents: number;
  isEarlyBird: boolean;
}

/**
 * What a child pays for a program (document 1: the registration's fees). Nothing at a centre with application fees
 * off: a registration fee is a fee to register (center/application-fees.ts). Inside the early-bird window (the
 * centre's today on or before its last day) the early-bird fee; else, while the business's tiered registration fee
 * flag is on, the tier of the child's position among the family's children (1 for the first; the last tier repeats);
 * else the fee.
 */
export function registrationFee(
  program: FeeProgram,
  at: { centreToday: string; position: number; tiered: boolean; feesAllowed: boolean },
): RegistrationFee {
  if (!at.feesAllowed) return { feeCents: 0, isEarlyBird: false };
  const earlyBird =
    program.early_bird_until !== null &&
    program.early_bird_fee_cents !== null &&
    at.centreToday <= program.early_bird_until;
  if (earlyBird) return { feeCents: program.early_bird_fee_cents!, isEarlyBird: true };
  const tiers = program.tiered_fee_cents;
  if (at.tiered && tiers && tiers.length > 0) {
    const tier = tiers[Math.min(Math.max(at.position, 1), tiers.length) - 1]!;
    return { feeCents: tier, isEarlyBird: false };
  }
  return { feeCents: program.fee_cents, isEarlyBird: false };
}
