import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { BusinessScopedCache } from '../../cache/business-scoped-cache';
import type { BusinessRow } from './business.table';

export class BusinessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** An active business, or undefined for unknown and disabled ones alike. */
  async findActive(id: string): Promise<BusinessRow | undefined> {
    return this.db
      .selectFrom('business')
      .selectAll()
      .where('id', '=', id)
      .where('is_active', '=', true)
      .executeTakeFirst();
  }

  /** Every origin any active business lets call the API from a browser. */
  async listWebsiteOrigins(): Promise<string[]> {
    const rows = await this.db.selectFrom('business').select('website_origins').where('is_active', '=', true).execute();
    return [...new Set(rows.flatMap((r) => r.website_origins))];
  }
}

/** The same reads, with the business's row from the business-scoped cache (every request looks it up). */
export class CachedBusinessRepository extends BusinessRepository {
  constructor(
    db: Kysely<Database>,
    private readonly cache: BusinessScopedCache,
  ) {
    super(db);
  }

  override findActive(id: string): Promise<BusinessRow | undefined> {
    return this.cache.read(id, 'business', () => super.findActive(id));
  }
}
