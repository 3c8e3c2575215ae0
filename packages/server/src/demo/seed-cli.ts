// `npm run seed:demo`: writes the demo businesses into the PostgreSQL at DATABASE_URL.
import { loadConfig } from '../config';
import { connectPostgres } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_BUSINESS_IDS } from './demo-ids';
import { isDatabaseEmpty, seedDemo } from './seed';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('seed:demo needs DATABASE_URL (the embedded database seeds itself on first start).');
  process.exit(1);
}
const handle = connectPostgres(config.databaseUrl, { max: 1 });
try {
  await migrateToLatest(handle.db);
  if (await isDatabaseEmpty(handle.db)) {
    await seedDemo(handle.db, new Date());
    console.log(`Seeded ${Object.keys(DEMO_BUSINESS_IDS).length} demo businesses.`);
  } else {
    console.log('The database already holds businesses; demo data was not written.');
  }
} finally {
  await handle.close();
}
