// Every response's own security headers, through the server (the hosted pages' policy is tested in Chromium).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { startApp, targets } from './harness';

const target = targets()[0]!;
after(() => target.dispose());

test('nosniff and no-referrer always; HSTS only when the request came over https (through a trusted proxy)', async () => {
  const t = await startApp(target.config({ trustProxyHops: 1 }));
  try {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(plain.headers['x-content-type-options'], 'nosniff');
    assert.equal(plain.headers['referrer-policy'], 'no-referrer');
    assert.equal(plain.headers['strict-transport-security'], undefined);
    const secure = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  } finally {
    await t.close();
  }
});
