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

  findByTokenHash(tokenHash: string): Promise<SignInChallengeRow | undefined> {
    return this.db.selectFrom('sign_in_challenge').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Counts a wrong answer in one statement (two answers at once both count); returns the count after it. */
  async countWrongAnswer(id: string): Promise<number> {
    const row = await this.db
      .updateTable('sign_in_challenge')
      .set((eb) => ({ wrong_answers: eb('wrong_answers', '+', 1) }))
      .where('id', '=', id)
      .returning('wrong_answers')
      .executeTakeFirstOrThrow();
    return row.wrong_answers;
  }

  /** Marks the code used; false when another answer used it first (a code signs in once). */
  async markUsed(id: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('sign_in_challenge')
      .set({ used_at: at })
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
