// A code takes five wrong answers, however many arrive at once. Before, 100 answers sent together from 20 addresses
// were all judged on PostgreSQL (wrong_answers = 99) and the right code among them signed in.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, TEST_NOW, TestClock } from '@cc/server';
import {
  CODE_LIFETIME_MS,
  CODE_WRONG_ANSWER_LIMIT,
  hashCode,
  hashEmail,
  hashToken,
  newToken,
} from '../../packages/server/src/security/one-time-code';
import { startApp, targets, type TestApp } from './harness';

const ANSWER = `mutation($input: SignInAnswerInput!) { answerSignInChallenge(input: $input) { token } }`;
const EMAIL = 'emily.johnson@example.com';
const CODE = '314159';
const ADDRESSES = Array.from({ length: 20 }, () => `10.${[...randomBytes(3)].join('.')}`);

for (const target of targets()) {
  describe(`sign-in guesses sent at once on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config(), { clock });
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    /** A challenge for Emily whose code the test knows (the mail that would carry it is another test's). */
    async function challenge(): Promise<string> {
      const person = await t.ctx.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', EMAIL)
        .executeTakeFirstOrThrow();
      const token = newToken();
      const now = clock.now();
      await t.ctx.db
        .insertInto('sign_in_challenge')
        .values({
          business_id: DEMO_BUSINESS_IDS.mapleGrove,
          token_hash: hashToken(token),
          email_hash: hashEmail(EMAIL),
          person_id: person.id,
          code_hash: hashCode(token, CODE),
          created_at: now,
          expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
        })
        .execute();
      return token;
    }

    async function answerAll(token: string, rightAt: number) {
      const answers = Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: ADDRESSES[i % ADDRESSES.length],
          payload: {
            query: ANSWER,
            variables: {
              input: { challenge: token, email: EMAIL, code: i === rightAt ? CODE : String(100000 + i) },
            },
          },
        }),
      );
      const bodies = (await Promise.all(answers)).map(
        (r) =>
          r.json() as {
            data?: { answerSignInChallenge: { token: string } };
            errors?: [{ extensions: { code: string } }];
          },
      );
      const row = await t.ctx.db
        .selectFrom('sign_in_challenge')
        .select(['wrong_answers', 'used_at'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      return {
        tokens: bodies.filter((b) => b.data?.answerSignInChallenge.token).length,
        judgedWrong: bodies.filter((b) => b.errors?.[0].extensions.code === 'INVALID_CODE').length,
        spent: bodies.filter((b) => b.errors?.[0].extensions.code === 'CODE_SPENT').length,
        row,
      };
    }

    for (const rightAt of [40, 99]) {
      test(`100 answers at once, the right one at position ${rightAt}: at most five are judged`, async () => {
        const outcome = await answerAll(await challenge(), rightAt);
        assert.ok(outcome.row.wrong_answers <= CODE_WRONG_ANSWER_LIMIT, `wrong_answers = ${outcome.row.wrong_answers}`);
        // Everything past the fifth answer taken is refused unjudged, the right code included.
        assert.ok(outcome.judgedWrong + outcome.tokens <= CODE_WRONG_ANSWER_LIMIT, JSON.stringify(outcome));
        assert.equal(outcome.judgedWrong + outcome.tokens + outcome.spent, 100);
        // The right code signs in only when it was among the five answers taken before the code was spent.
        assert.equal(outcome.row.used_at !== null, outcome.tokens === 1);
        assert.ok(outcome.tokens === 0 || outcome.judgedWrong < CODE_WRONG_ANSWER_LIMIT);
      });
    }

    test('the right answer first, then nothing more is judged and the count stays as it was', async () => {
      const token = await challenge();
      const first = await answerAll(token, 0);
      assert.ok(first.tokens <= 1);
      // Sequentially: a fresh challenge answered right after two wrong answers signs in once, two wrong counted.
      const fresh = await challenge();
      const send = (code: string) =>
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: ADDRESSES[0],
          payload: { query: ANSWER, variables: { input: { challenge: fresh, email: EMAIL, code } } },
        });
      await send('000001');
      await send('000002');
      assert.ok((await send(CODE)).json().data.answerSignInChallenge.token);
      assert.equal((await send(CODE)).json().errors[0].extensions.code, 'CODE_SPENT');
      const row = await t.ctx.db
        .selectFrom('sign_in_challenge')
        .select('wrong_answers')
        .where('token_hash', '=', hashToken(fresh))
        .executeTakeFirstOrThrow();
      assert.equal(row.wrong_answers, 2);
    });
  });
}
