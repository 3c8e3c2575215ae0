import type { FieldError } from '@cc/core';
import type { SubmitApplicationResult } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { reissueOfferLink } from '../offer/create-offer';
import type { Repositories, WithTransaction } from '../repositories';
import type { NewSubmissionAnswer } from './application.repository';
import { failedSubmission, toStoredResult } from './application.mapper';

const UNIQUE_VIOLATION = '23505';
// A second submission with the key meets the first's application, or (when the answer is stored in the
// application's own statement, which PostgreSQL may check first) the first's stored answer.
const IDEMPOTENCY_CONSTRAINTS = ['application_business_idempotency_key', 'application_idempotency_pk'];

function isIdempotencyRace(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  const named = constraint ?? message ?? '';
  return code === UNIQUE_VIOLATION && IDEMPOTENCY_CONSTRAINTS.some((name) => named.includes(name));
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
  /**
   * Every row, and the answer the family gets (with the link code, once). A write that is one statement
   * (executeAsOne) runs it on `scope.repos`, atomic alone; anything more runs in `scope.transaction`. Either way it
   * stores the answer its retries get with its rows: in that one statement (`answer.row`) or in its transaction
   * (`answer.save`).
   */
  write(scope: WriteScope, checked: T, now: Date, answer: AnswerSlot): Promise<SubmitApplicationResult>;
}

/** Where a submission writes: repositories outside any transaction, and a way into one. */
export interface WriteScope {
  repos: Repositories;
  transaction: WithTransaction;
}

/** How a write stores the answer its retries get; it must then return this very answer. */
export interface AnswerSlot {
  /** The row to write in the write's own statement (kept without its link code). */
  row(result: SubmitApplicationResult): NewSubmissionAnswer;
  /** Stores the answer in the write's transaction. */
  save(tx: Repositories, result: SubmitApplicationResult): Promise<void>;
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

  // Nothing is looked up before the checks: a first submission (nearly every one) would pay a statement to learn
  // that its key is new. A repeat is found after them instead: its checks fail (the first one's family exists) or
  // its write meets the first's application on the key's unique index and rolls back; either way the first answer
  // (or, for another request with the key, the refusal) is read then and given.
  const checked = await submission.check();
  if (!checked.ok) return (await earlier()) ?? failedSubmission(checked.errors);
  const answerRow = (result: SubmitApplicationResult): NewSubmissionAnswer => ({
    business_id: businessId,
    idempotency_key: idempotencyKey,
    request_hash: hash,
    result: JSON.stringify({ ...result, linkCode: null }),
  });
  let stored: NewSubmissionAnswer | undefined;
  const slot: AnswerSlot = {
    row: (result) => (stored = answerRow(result)),
    save: async (tx, result) => {
      stored = answerRow(result);
      await tx.applications.saveSubmissionResult(result.id, stored);
    },
  };
  try {
    const result = await submission.write({ repos, transaction: withTransaction }, checked.value, clock.now(), slot);
    // A retry must get what this family got: a write that stored no answer, or another one, is a bug.
    if (stored?.result !== answerRow(result).result) throw new Error('The stored answer differs from the one given.');
    return result;
  } catch (error) {
    if (!isIdempotencyRace(error)) throw error;
    const winner = await earlier();
    if (winner) return winner;
    throw error;
  }
}
