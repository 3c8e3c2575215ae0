import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { RegistrationProgramTable, RegistrationTable } from './registration.table';

export type RegistrationRow = Selectable<RegistrationTable>;
export type RegistrationProgramRow = Selectable<RegistrationProgramTable>;
export type NewRegistrationProgram = Omit<
  Insertable<RegistrationProgramTable>,
  'registration_id' | 'tiered_fee_cents'
> & {
  tiered_fee_cents: number[] | null;
};

/** A centre's registrations and their programs (their places are counted from the submissions' rows). */
export class RegistrationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The registration its link code opens (by the code's hash), with its centre's name, time zone and fee policy. */
  findByLinkCodeHash(linkCodeHash: string) {
    return this.db
      .selectFrom('registration')
      .innerJoin('center', 'center.id', 'registration.center_id')
      .selectAll('registration')
      .select([
        'center.name as center_name',
        'center.timezone as center_timezone',
        'center.application_fees_allowed as center_application_fees_allowed',
      ])
      .where('registration.link_code_hash', '=', linkCodeHash)
      .where('center.is_active', '=', true)
      .executeTakeFirst();
  }

  /** The business's registration, by id; undefined for another business's or an unknown id. */
  findOfBusiness(businessId: string, id: string) {
    return this.db
      .selectFrom('registration')
      .innerJoin('center', 'center.id', 'registration.center_id')
      .selectAll('registration')
      .select([
        'center.name as center_name',
        'center.timezone as center_timezone',
        'center.application_fees_allowed as center_application_fees_allowed',
      ])
      .where('registration.business_id', '=', businessId)
      .where('registration.id', '=', id)
      .executeTakeFirst();
  }

  /** The business's registrations, newest first. */
  listOfBusiness(businessId: string): Promise<RegistrationRow[]> {
    return this.db
      .selectFrom('registration')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** The registrations' programs in the order families see them. */
  async programsOf(registrationIds: readonly string[]): Promise<RegistrationProgramRow[]> {
    if (registrationIds.length === 0) return [];
    return this.db
      .selectFrom('registration_program')
      .selectAll()
      .where('registration_id', 'in', registrationIds)
      .orderBy('sort_order')
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /**
   * Locks the registration's programs until the transaction ends, in id order (two submits never wait on each other
   * in a circle), so their places are counted and taken by one submit at a time.
   */
  lockPrograms(registrationId: string, programIds: readonly string[]): Promise<RegistrationProgramRow[]> {
    if (programIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('registration_program')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .where('id', 'in', programIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** A registration with its programs; returns its id. */
  async insert(
    registration: Omit<Insertable<RegistrationTable>, 'id'>,
    programs: readonly NewRegistrationProgram[],
  ): Promise<string> {
    const { id } = await this.db
      .insertInto('registration')
      .values(registration)
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('registration_program')
      .values(
        programs.map((p) => ({
          ...p,
          registration_id: id,
          // jsonb: written as JSON text (a JavaScript array would be sent as a PostgreSQL array).
          tiered_fee_cents: p.tiered_fee_cents === null ? null : JSON.stringify(p.tiered_fee_cents),
        })) as never,
      )
      .execute();
    return id;
  }

  /** Opens or closes the business's registration; false when it is not the business's. */
  async setOpen(businessId: string, id: string, isOpen: boolean): Promise<boolean> {
    const row = await this.db
      .updateTable('registration')
      .set({ is_open: isOpen })
      .where('business_id', '=', businessId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
