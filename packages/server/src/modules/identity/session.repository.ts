import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface SessionOwner {
  sessionId: string;
  personId: string;
  businessId: string;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: {
    tokenHash: string;
    personId: string;
    businessId: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('session')
      .values({
        token_hash: session.tokenHash,
        person_id: session.personId,
        business_id: session.businessId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The session a token opens at `now`: not expired, not revoked. */
  findActive(tokenHash: string, now: Date): Promise<SessionOwner | undefined> {
    return this.db
      .selectFrom('session')
      .select(['id as sessionId', 'person_id as personId', 'business_id as businessId'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  async revoke(sessionId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: at })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
