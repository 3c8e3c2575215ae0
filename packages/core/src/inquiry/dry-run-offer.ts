import { array, enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { WireDate } from '../dates';
import { CYCLE_TYPES } from '../schedule/schedule-types';
import { Uuid } from './identifiers';
import { PickerScheduleDay } from './inquiry-submission';

const MAX_TEXT = 200;
const Text = size(string(), 0, MAX_TEXT);

/**
 * A schedule a family is considering, sent to the cost and payment estimates before any offer exists. The child
 * is named by its id or, for a new child, its temporary id; the program must run at the centre asked about.
 */
export const DryRunOffer = object({
  childIdentifier: refine(Text, 'child-identifier', (value) => value.trim() !== '' || 'required'),
  childName: Text,
  days: size(array(PickerScheduleDay), 0, 10),
  cycleType: optional(nullable(enums(CYCLE_TYPES))),
  expectedOfferState: optional(nullable(Text)),
  expectedOfferedProgramId: Uuid,
  expectedOfferedProgramName: optional(nullable(Text)),
  feeId: optional(nullable(Uuid)),
  startDate: optional(nullable(WireDate)),
});
export type DryRunOffer = Infer<typeof DryRunOffer>;

/** One estimate covers a family's worth of schedules. */
export const DryRunOffers = size(array(DryRunOffer), 0, 50);
