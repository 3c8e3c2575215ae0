import { randomBytes } from 'node:crypto';
import type { TestApp } from '../harness';

const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
const ANSWER = `mutation($input: SignInAnswerInput!) { answerSignInChallenge(input: $input) { token } }`;

const newIp = () => `10.${[...randomBytes(3)].join('.')}`;

/** The newest mail kept in the outbox for this address (mail goes out just after the GraphQL answer). */
export async function outboxMailTo(t: TestApp, to: string, after: Date): Promise<{ text_body: string }> {
  for (let i = 0; i < 200; i++) {
    const row = await t.ctx.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'created_at'])
      .where('to_address', '=', to)
      .where('created_at', '>=', after)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

/** Signs in as a parent the way the portal does (code read from the outbox); returns the bearer token. */
export async function signInByOutbox(t: TestApp, email: string, businessId: string, now: Date): Promise<string> {
  const post = async (query: string, variables: Record<string, unknown>) =>
    (
      await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: newIp(), payload: { query, variables } })
    ).json();
  const asked = await post(REQUEST, { e: email, b: businessId });
  if (asked.errors) throw new Error(JSON.stringify(asked.errors));
  const mail = await outboxMailTo(t, email, now);
  const code = /^(\d{6})$/m.exec(mail.text_body)![1]!;
  const answered = await post(ANSWER, { input: { challenge: asked.data.requestSignInCode.challenge, email, code } });
  if (answered.errors) throw new Error(JSON.stringify(answered.errors));
  return answered.data.answerSignInChallenge.token;
}
