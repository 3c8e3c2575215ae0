import type { FieldError } from '@cc/core';
import type { SubmitApplicationResult } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { reissueOfferLink } from '../offer/create-offer';
import type { Repositories } from '../repositories';
import { failedSubmission, toStoredResult } from './application.mapper';

const UNIQUE_VIOLATION = '23505';
const IDEMPOTENCY_CONSTRAINT = 'application_business_idempotency_key';

function isIdempotencyRace(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === UNIQUE_VIOLATION && (constraint ?? message ?? '').includes(IDEMPOTENCY_CONSTRAINT);
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** One submission that makes an application: its key, the hash of its request, its checks and its writes. */
export interface Submission<T> {
  businessId: string;
  idempotencyKey: string;
  /** requestHash of the validated request: a key answers again only for the very request it came with. */
  hash: string;
  /** The checks that need the database; expected failures as field errors, nothing written. */
  check(): Promise<CheckResult<T>>;
  /** Every row, in the transaction it is given; the answer the family gets (with the link code, once). */
  write(repos: Repositories, checked: T, now: Date): Promise<SubmitApplicationResult>;
}

/**
 * A submission made at most once per idempotency key (the enquiry's and the re-enrolment's): a repeated key gets the
 * first answer back, also when two submissions race (the loser hits the unique key, rolls back and reads the
 * winner's); the same key with another request is refused. A link code is a bearer secret that the database keeps
 * only hashed, so the stored answer has none: a retry whose answer leads to an offer gets a new short-lived link
 * to it instead.
 */
export async function submitOnce<T>(
  ctx: Pick<GraphQLContext, 'repos' | 'withTransaction' | 'clock'>,
  submission: Submission<T>,
): Promise<SubmitApplicationResult> {
  const { repos, withTransaction, clock } = ctx;
  const { businessId, idempotencyKey, hash } = submission;
  const earlier = async (): Promise<SubmitApplicationResult | undefined> => {
    const stored = await repos.applications.findSubmission(businessId, idempotencyKey);
    if (!stored) return undefined;
    if (stored.requestHash !== null && stored.requestHash !== hash) {
      return failedSubmission([{ path: 'idempotencyKey', key: 'idempotency-key-reused' }]);
    }
    const answer = toStoredResult(stored.result);
    if (answer?.state !== 'Offered') return answer;
    return { ...answer, linkCode: await reissueOfferLink(repos, answer.id, clock.now()) };
  };

  const first = await earlier();
  if (first) return first;
  const checked = await submission.check();
  // The same key's first submission may have committed since the look-up above (then its family exists and this
  // check fails as person-exists): that first answer is the one to give.
  if (!checked.ok) return (await earlier()) ?? failedSubmission(checked.errors);
  try {
    return await withTransaction(async (tx) => {
      const result = await submission.write(tx, checked.value, clock.now());
      await tx.applications.saveSubmissionResult(businessId, idempotencyKey, hash, result.id, {
        ...result,
        linkCode: null,
      });
      return result;
    });
  } catch (error) {
    if (!isIdempotencyRace(error)) throw error;
    const winner = await earlier();
    if (winner) return winner;
    throw error;
  }
}
