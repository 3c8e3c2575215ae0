/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Reference lists every business shares; the enrolment form's medical section picks from them.
const HEALTH_TERMS: Array<[string, 'ALLERGY' | 'MEDICAL' | 'RESTRICTION']> = [
  ['Peanut allergy', 'ALLERGY'],
  ['Tree nut allergy', 'ALLERGY'],
  ['Egg allergy', 'ALLERGY'],
  ['Dairy allergy', 'ALLERGY'],
  ['Bee sting allergy', 'ALLERGY'],
  ['Asthma', 'MEDICAL'],
  ['Eczema', 'MEDICAL'],
  ['Epilepsy', 'MEDICAL'],
  ['Type 1 diabetes', 'MEDICAL'],
  ['Anaphylaxis', 'MEDICAL'],
  ['Vegetarian', 'RESTRICTION'],
  ['Halal', 'RESTRICTION'],
  ['Kosher', 'RESTRICTION'],
  ['Gluten free', 'RESTRICTION'],
  ['No pork', 'RESTRICTION'],
];

const ALLERGENS = [
  'Peanuts',
  'Tree nuts',
  'Eggs',
  'Milk',
  'Soy',
  'Wheat',
  'Fish',
  'Shellfish',
  'Sesame',
  'Bee stings',
  'Latex',
  'Penicillin',
];

const ALLERGIC_REACTIONS = [
  'Hives',
  'Rash',
  'Swelling',
  'Itching',
  'Vomiting',
  'Diarrhoea',
  'Wheezing',
  'Difficulty breathing',
  'Anaphylaxis',
];

export async function up(db: Kysely<any>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  await db.schema
    .createTable('health_term')
    .addColumn('id', 'uuid', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('wellness_category', 'text', (c) =>
      c.notNull().check(sql`wellness_category in ('ALLERGY', 'MEDICAL', 'RESTRICTION')`),
    )
    .execute();
  for (const table of ['allergen', 'allergic_reaction']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'uuid', id)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  }
  await db
    .insertInto('health_term')
    .values(HEALTH_TERMS.map(([name, wellness_category]) => ({ name, wellness_category })))
    .execute();
  await db
    .insertInto('allergen')
    .values(ALLERGENS.map((name) => ({ name })))
    .execute();
  await db
    .insertInto('allergic_reaction')
    .values(ALLERGIC_REACTIONS.map((name) => ({ name })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['allergic_reaction', 'allergen', 'health_term']) {
    await db.schema.dropTable(table).execute();
  }
}
