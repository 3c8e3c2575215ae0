// `npm run bench:portal-api`: the parent portal's two hot calls on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL): answerSignInChallenge (each request answers its own fresh challenge, so every one checks a
// code and opens a session) and fetchApplicationsByPerson (a signed-in parent with 50 applications, the dashboard's
// page). The challenges, sessions and applications are written straight into the bench's schema: the API would mail
// the codes, and it is the answering and the reading that are measured. The server is its own process in production
// mode (harness: bench/graphql-load.ts).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { demoUuid } from '../packages/server/src/demo/demo-uuid';
import { hashCode, hashEmail, hashToken, newToken } from '../packages/server/src/security/one-time-code';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARM_UP = 500;
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;
const EMAIL = 'emily.johnson@example.com';
const PERSON = demoUuid(`person:${EMAIL}`);
const APPLICATIONS = 50;

async function withDatabase<T>(connectionString: string | undefined, run: (db: pg.Client) => Promise<T>): Promise<T> {
  if (!connectionString) throw new Error('this load needs the PostgreSQL schema');
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

await benchGraphql({
  unit: 'answers',
  postgresOnly: true,
  env: { SIGN_IN_ANSWER_LIMIT_PER_CLIENT: '1000000' },
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    const challenges = await withDatabase(database, async (db) => {
      const made: Array<{ challenge: string; code: string }> = [];
      const now = new Date();
      const expires = new Date(now.getTime() + 60 * 60_000);
      for (let i = 0; i < REQUESTS + WARM_UP; i++) {
        const challenge = newToken();
        const code = String(100000 + (i % 900000));
        made.push({ challenge, code });
        await db.query(
          `insert into sign_in_challenge (business_id, token_hash, email_hash, person_id, code_hash, expires_at, created_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [BUSINESS, hashToken(challenge), hashEmail(EMAIL), PERSON, hashCode(challenge, code), expires, now],
        );
      }
      return made;
    });
    let next = 0;
    return async () => {
      const { challenge, code } = challenges[next++]!;
      const data = await postGraphql(
        url,
        widgetRequest('AnswerSignInChallenge', { input: { challenge, email: EMAIL, code } }),
      );
      if (!(data.answerSignInChallenge as { token?: string }).token) throw new Error('no session');
    };
  },
});

await benchGraphql({
  unit: 'dashboard reads',
  postgresOnly: true,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    const token = newToken();
    await withDatabase(database, async (db) => {
      const now = new Date();
      await db.query(
        `insert into session (token_hash, person_id, business_id, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
        [hashToken(token), PERSON, BUSINESS, now, new Date(now.getTime() + 86_400_000)],
      );
      const child = await db.query<{ id: string; account_id: string }>(
        `select child.id, child.account_id from child join account_person using (account_id)
         where account_person.person_id = $1 limit 1`,
        [PERSON],
      );
      const program = await db.query<{ program_id: string }>(
        `select program_id from program_center where center_id = $1 limit 1`,
        [CENTER],
      );
      const existing = await db.query<{ n: string }>(`select count(*) as n from application where person_id = $1`, [
        PERSON,
      ]);
      for (let i = Number(existing.rows[0]!.n); i < APPLICATIONS; i++) {
        const id = randomUUID();
        await db.query(
          `insert into application (id, business_id, center_id, account_id, person_id, kind, state, link_code_hash,
             idempotency_key, created_at)
           values ($1, $2, $3, $4, $5, 'INQUIRY', 'APPLICANT_INITIATED', $6, $7, $8)`,
          [id, BUSINESS, CENTER, child.rows[0]!.account_id, PERSON, hashToken(newToken()), `bench-${id}`, now],
        );
        await db.query(
          `insert into application_schedule (application_id, child_id, program_id, center_id, care_type, cycle_type,
             start_date, days, state)
           values ($1, $2, $3, $4, 'LDC', 'Weekly', '2027-01-11', '[{"dayOfWeek":"MONDAY","week":"WEEK1"}]', 'SUBMITTED')`,
          [id, child.rows[0]!.id, program.rows[0]!.program_id, CENTER],
        );
      }
    });
    const body = widgetRequest('PortalDashboard', { input: { pageNumber: 1, pageSize: APPLICATIONS } });
    return async () => {
      const data = await postGraphql(url, body, { authorization: `Bearer ${token}` });
      const page = data.fetchApplicationsByPerson as { items: unknown[] };
      if (page.items.length !== APPLICATIONS) throw new Error(`${page.items.length} applications, not ${APPLICATIONS}`);
    };
  },
});
