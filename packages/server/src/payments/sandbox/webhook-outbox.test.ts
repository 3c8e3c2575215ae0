import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TestClock } from '../../clock';
import { WEBHOOK_ATTEMPTS, WebhookOutbox } from './webhook-outbox';
import { webhookSignatureValid } from './webhook-signature';

const SECRET = 'c'.repeat(64);

test('a webhook the server did not take is sent again with backoff, the same event each time, freshly signed', async () => {
  const clock = new TestClock('2026-11-23T10:00:00Z');
  const outbox = new WebhookOutbox(clock, SECRET);
  const seen: Array<{ body: string; valid: boolean }> = [];
  let answer = 503;
  outbox.deliverTo(async (body, signature) => {
    seen.push({ body, valid: webhookSignatureValid(SECRET, body, signature, clock.now()) });
    return answer;
  });
  await outbox.send({ id: 'evt_1', reference: 'sbx_ch_1', outcome: 'succeeded' });
  assert.equal(outbox.pending, 1);
  await outbox.flush();
  assert.equal(seen.length, 1, 'not due again yet');
  clock.advance(10_000);
  await outbox.flush();
  assert.equal(seen.length, 2);
  answer = 200;
  clock.advance(20_000);
  await outbox.flush();
  assert.equal(seen.length, 3);
  assert.equal(outbox.pending, 0);
  assert.ok(seen.every((s) => s.valid && s.body === seen[0]!.body));
});

test('past its attempts an event is dropped, and a delivery that throws counts as a failure', async () => {
  const clock = new TestClock('2026-11-23T10:00:00Z');
  const outbox = new WebhookOutbox(clock, SECRET);
  let calls = 0;
  outbox.deliverTo(async () => {
    calls += 1;
    throw new Error('connection refused');
  });
  await outbox.send({ id: 'evt_2', reference: 'sbx_ch_2', outcome: 'failed' });
  for (let i = 0; i < WEBHOOK_ATTEMPTS + 3; i++) {
    clock.advance(3_600_000);
    await outbox.flush();
  }
  assert.equal(calls, WEBHOOK_ATTEMPTS);
  assert.equal(outbox.pending, 0);
});
