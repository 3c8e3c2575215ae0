// Without SMTP_URL mail is kept in the outbox; in demo mode /dev/mailbox shows it (so a sign-in can be tried on a
// fresh machine). With an SMTP server, or outside demo mode, there is no mailbox page.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { MAPLE } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
const EMILY = 'emily.johnson@example.com';

const target = targets()[0]!;

describe('the demo mailbox', () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const app of apps) await app.close();
    await target.dispose();
  });

  test('demo mode without SMTP: the sign-in mail is listed at /dev/mailbox, newest first, with its code', async () => {
    const t = await startApp(target.config());
    apps.push(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: REQUEST, variables: { e: EMILY, b: MAPLE } },
    });
    assert.equal(asked.json().errors, undefined);
    let mails: Array<{ to: string; kind: string; subject: string; text: string }> = [];
    for (let i = 0; i < 200 && mails.length === 0; i++) {
      mails = (await t.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(EMILY)}` })).json();
      if (mails.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    assert.equal(mails[0]?.to, EMILY);
    assert.equal(mails[0]?.kind, 'sign-in-code');
    assert.match(mails[0]!.text, /^\d{6}$/m);
    const page = await t.app.inject({ url: '/dev/mailbox' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /Your sign-in code for Maple Grove/);
    assert.match(page.body, /<h1>Demo mailbox<\/h1>/);
  });

  test('with SMTP_URL, outside demo mode, or in production, there is no mailbox', async () => {
    const withSmtp = await startApp(target.config({ smtpUrl: 'smtp://127.0.0.1:9' }));
    apps.push(withSmtp);
    assert.equal((await withSmtp.app.inject({ url: '/dev/mailbox' })).statusCode, 404);
    const production = await startApp(target.config({ demo: false }));
    apps.push(production);
    assert.equal((await production.app.inject({ url: '/dev/mailbox.json' })).statusCode, 404);
    const demoInProduction = await startApp(target.config({ production: true }));
    apps.push(demoInProduction);
    assert.equal((await demoInProduction.app.inject({ url: '/dev/mailbox' })).statusCode, 404);
  });
});
