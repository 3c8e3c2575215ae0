import type { CareType } from '@cc/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { BusinessScopedCache } from '../../cache/business-scoped-cache';
import type { CenterEnrollmentSettingsRow, CenterRow } from './center.table';

/** Centres are visible only while both they and their business are active. */
export class CenterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private visible() {
    return this.db
      .selectFrom('center')
      .innerJoin('business', 'business.id', 'center.business_id')
      .selectAll('center')
      .where('center.is_active', '=', true)
      .where('business.is_active', '=', true);
  }

  async findVisible(id: string): Promise<CenterRow | undefined> {
    return this.visible().where('center.id', '=', id).executeTakeFirst();
  }

  /**
   * The centre, only when it is visible and belongs to this business: the one check every read and write that names
   * a business and a centre makes, so a centre of another business is never used on its behalf.
   */
  async findVisibleOfBusiness(businessId: string, id: string): Promise<CenterRow | undefined> {
    return this.visible().where('center.id', '=', id).where('center.business_id', '=', businessId).executeTakeFirst();
  }

  async listForBusiness(businessId: string, onlyIds?: readonly string[]): Promise<CenterRow[]> {
    let query = this.visible().where('center.business_id', '=', businessId);
    if (onlyIds) {
      if (onlyIds.length === 0) return [];
      query = query.where('center.id', 'in', onlyIds);
    }
    return query.orderBy('center.name').execute();
  }

  /** Case-insensitive substring match on name, city, state and postal code. */
  async search(businessId: string, searchKey: string): Promise<CenterRow[]> {
    const pattern = `%${searchKey.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.visible()
      .where('center.business_id', '=', businessId)
      .where((eb) =>
        eb.or([
          eb('center.name', 'ilike', pattern),
          eb('center.city', 'ilike', pattern),
          eb('center.state', 'ilike', pattern),
          eb('center.postal_code', 'ilike', pattern),
        ]),
      )
      .orderBy('center.name')
      .execute();
  }

  /** The business's first centre (oldest, then by id): its time zone is the business's "today" for accounts. */
  /** A centre's fee policy (application-fees.ts); false when the centre is not the business's. */
  async setApplicationFeesAllowed(businessId: string, centerId: string, allowed: boolean): Promise<boolean> {
    const row = await this.db
      .updateTable('center')
      .set({ application_fees_allowed: allowed })
      .where('id', '=', centerId)
      .where('business_id', '=', businessId)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  firstOfBusiness(businessId: string): Promise<CenterRow | undefined> {
    return this.visible()
      .where('center.business_id', '=', businessId)
      .orderBy('center.created_at')
      .orderBy('center.id')
      .limit(1)
      .executeTakeFirst();
  }

  async enrollmentSettings(centerIds: readonly string[]): Promise<CenterEnrollmentSettingsRow[]> {
    if (centerIds.length === 0) return [];
    return this.db.selectFrom('center_enrollment_settings').selectAll().where('center_id', 'in', centerIds).execute();
  }

  /** One centre's enrolment settings; the caller has checked the centre is the business's. */
  async enrollmentSettingsOf(_businessId: string, centerId: string): Promise<CenterEnrollmentSettingsRow | undefined> {
    return (await this.enrollmentSettings([centerId]))[0];
  }

  async careTypes(centerIds: readonly string[]): Promise<Map<string, CareType[]>> {
    const result = new Map<string, CareType[]>(centerIds.map((id) => [id, []]));
    if (centerIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('center_care_type')
      .select(['center_id', 'care_type'])
      .where('center_id', 'in', centerIds)
      .orderBy('care_type')
      .execute();
    for (const row of rows) result.get(row.center_id)?.push(row.care_type);
    return result;
  }
}

/** The same reads, with a business's centre from the business-scoped cache (most requests name one). */
export class CachedCenterRepository extends CenterRepository {
  constructor(
    db: Kysely<Database>,
    private readonly cache: BusinessScopedCache,
  ) {
    super(db);
  }

  override findVisibleOfBusiness(businessId: string, id: string): Promise<CenterRow | undefined> {
    return this.cache.read(businessId, `center/${id}`, () => super.findVisibleOfBusiness(businessId, id));
  }

  override firstOfBusiness(businessId: string): Promise<CenterRow | undefined> {
    return this.cache.read(businessId, 'center/first', () => super.firstOfBusiness(businessId));
  }

  // Written only by the demo seed today; whatever comes to change them must publish businessChanged, as staff
  // settings do.
  override enrollmentSettingsOf(
    businessId: string,
    centerId: string,
  ): Promise<CenterEnrollmentSettingsRow | undefined> {
    return this.cache.read(businessId, `center-settings/${centerId}`, () =>
      super.enrollmentSettingsOf(businessId, centerId),
    );
  }
}
