import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { SignInChallengeRow } from './sign-in-challenge.table';

export interface NewChallenge {
  businessId: string;
  tokenHash: string;
  emailHash: string;
  personId: string | null;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export class SignInChallengeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(challenge: NewChallenge): Promise<void> {
    await this.db
      .insertInto('sign_in_challenge')
      .values({
        business_id: challenge.businessId,
        token_hash: challenge.tokenHash,
        email_hash: challenge.emailHash,
        person_id: challenge.personId,
        code_hash: challenge.codeHash,
        created_at: challenge.createdAt,
        expires_at: challenge.expiresAt,
      })
      .execute();
  }

  /**
   * Takes one answer of the code, counted as wrong until it proves right, in one statement and only while the code is
   * unused, unexpired and under `limit` wrong answers. Reading the count, judging and then counting let a hundred
   * answers sent at once all be judged; here the database row decides, so however many arrive together, at most
   * `limit` are ever judged. Returns the row as judged (its count including this answer), or undefined when the code
   * takes no more answers.
   */
  takeAnswer(tokenHash: string, now: Date, limit: number): Promise<SignInChallengeRow | undefined> {
    return this.db
      .updateTable('sign_in_challenge')
      .set((eb) => ({ wrong_answers: eb('wrong_answers', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('wrong_answers', '<', limit)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * A right answer: the code is used up and its answer, taken as wrong, no longer counts. False when another answer
   * used it first (a code signs in once).
   */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('sign_in_challenge')
      .set((eb) => ({ used_at: at, wrong_answers: eb('wrong_answers', '-', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Challenges past their expiry are of no use to anyone; dropped as new ones are made. */
  async deleteExpired(before: Date): Promise<void> {
    await this.db.deleteFrom('sign_in_challenge').where('expires_at', '<', before).execute();
  }
}
