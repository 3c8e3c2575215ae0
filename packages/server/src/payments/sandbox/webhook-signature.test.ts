import assert from 'node:assert/strict';
import { test } from 'node:test';
import { WEBHOOK_TOLERANCE_SECONDS, signWebhook, webhookSignatureValid } from './webhook-signature';

const SECRET = 'a'.repeat(64);
const BODY = '{"id":"evt_1","reference":"sbx_ch_1","outcome":"succeeded"}';
const NOW = new Date('2026-11-23T10:00:00Z');

test('a webhook verifies only with its own body, the same secret, and within the tolerance', () => {
  const signature = signWebhook(SECRET, BODY, NOW);
  assert.equal(webhookSignatureValid(SECRET, BODY, signature, NOW), true);
  assert.equal(webhookSignatureValid(SECRET, BODY.replace('succeeded', 'failed'), signature, NOW), false);
  assert.equal(webhookSignatureValid('b'.repeat(64), BODY, signature, NOW), false);
  const later = new Date(NOW.getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
  assert.equal(webhookSignatureValid(SECRET, BODY, signature, later), false, 'a replay days later');
  for (const bad of [undefined, '', 't=1', `t=x,v1=${'0'.repeat(64)}`, 'v1=zz'])
    assert.equal(webhookSignatureValid(SECRET, BODY, bad, NOW), false, String(bad));
});
