import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GraphQLError } from 'graphql';
import {
  DAILY_CODE_LIMIT_MESSAGE,
  MemoryRateLimitStore,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  RateLimiter,
  SHARE_CEILING,
  type RateLimitStore,
} from './rate-limit';

const isRateLimited = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'RATE_LIMITED';

function clock(start = Date.UTC(2027, 0, 4, 9, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

test('the limit holds per client and operation, and a new window starts the count again', async () => {
  const time = clock();
  const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), { now: time.now });
  const { limit, windowMs } = RATE_LIMITS.personExists;
  for (let i = 0; i < limit; i++) await limiter.check('personExists', '10.0.0.1');
  await assert.rejects(limiter.check('personExists', '10.0.0.1'), isRateLimited);
  await limiter.check('personExists', '10.0.0.2');
  await limiter.check('isKnownChild', '10.0.0.1');
  time.advance(windowMs);
  await limiter.check('personExists', '10.0.0.1');
});

test('expired windows are swept, so idle clients do not pile up in memory', async () => {
  const time = clock();
  const store = new MemoryRateLimitStore(time.now);
  const limiter = new RateLimiter(store, { now: time.now });
  for (let i = 0; i < 100; i++) await limiter.check('isKnownChild', `10.0.1.${i}`);
  assert.equal(store.size, 100);
  time.advance(RATE_LIMITS.isKnownChild.windowMs);
  await limiter.check('isKnownChild', '10.0.2.1');
  assert.equal(store.size, 1);
});

test('a failing counter store lets the call through and says so', async () => {
  const failures: unknown[] = [];
  const broken: RateLimitStore = {
    hit: () => Promise.reject(new Error('connection lost')),
    close: () => Promise.resolve(),
  };
  const limiter = new RateLimiter(broken, { onStoreError: (error) => failures.push(error) });
  for (let i = 0; i < RATE_LIMITS.personExists.limit + 5; i++) await limiter.check('personExists', '10.0.0.9');
  assert.equal(failures.length, RATE_LIMITS.personExists.limit + 5);
});

test('a counter counts until its time is up (not a moment longer); live counters outlast a sweep', async () => {
  const time = clock();
  const store = new MemoryRateLimitStore(time.now);
  assert.equal(await store.hit('k', 1000), 1);
  assert.equal(await store.hit('k', 1000), 2);
  time.advance(1000);
  assert.equal(await store.hit('k', 1000), 1, 'a new window at the exact end of the last');
  assert.equal(await store.hit('live', 10_000), 1);
  time.advance(1000);
  await store.hit('other', 1000); // sweeps what has expired
  assert.equal(await store.hit('live', 10_000), 2);
  await store.close();
  assert.equal(store.size, 0);
});

test('over the limit the caller reads why; a failing store without a listener still lets calls through', async () => {
  const time = clock();
  const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), {
    now: time.now,
    limits: { personExists: { limit: 0, windowMs: 1000 } },
  });
  await assert.rejects(limiter.check('personExists', 'a'), {
    message: 'Too many requests. Please wait a minute and try again.',
  });
  let closed = false;
  const broken: RateLimitStore = {
    hit: () => Promise.reject(new Error('down')),
    close: async () => {
      closed = true;
    },
  };
  const quiet = new RateLimiter(broken);
  await quiet.check('personExists', 'a');
  await quiet.close();
  assert.equal(closed, true);
});

test('check returns the calls counted so far in the window (0 when the store cannot answer)', async () => {
  const time = clock();
  const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), { now: time.now });
  assert.equal(await limiter.check('personExists', 'a'), 1);
  assert.equal(await limiter.check('personExists', 'a'), 2);
  const broken = new RateLimiter({ hit: () => Promise.reject(new Error('down')), close: async () => {} });
  assert.equal(await broken.check('personExists', 'a'), 0);
});

test('a daily limit says to come back tomorrow, and a new day starts the count again', async () => {
  const time = clock(Date.UTC(2027, 0, 4, 0, 0, 0));
  const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), { now: time.now });
  const { limit, windowMs } = RATE_LIMITS.requestSignInCodePerEmailPerDay;
  assert.equal(windowMs, 86_400_000);
  assert.equal(
    DAILY_CODE_LIMIT_MESSAGE,
    'Too many sign-in codes have been sent to this email today. Please try again tomorrow or contact your centre.',
  );
  for (let i = 0; i < limit; i++) await limiter.check('requestSignInCodePerEmailPerDay', 'email-hash');
  await assert.rejects(limiter.check('requestSignInCodePerEmailPerDay', 'email-hash'), {
    message: DAILY_CODE_LIMIT_MESSAGE,
    extensions: { code: 'RATE_LIMITED' },
  });
  time.advance(windowMs - 1);
  await assert.rejects(limiter.check('requestSignInCodePerEmailPerDay', 'email-hash'), isRateLimited);
  time.advance(1);
  await limiter.check('requestSignInCodePerEmailPerDay', 'email-hash');
});

test("a business's share: past its limit a client new to the window gets in, a repeat client does not", async () => {
  const time = clock();
  const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), {
    now: time.now,
    limits: { submitApplicationPerBusiness: { limit: 3, windowMs: 60_000 } },
  });
  const share = (clientCalls: number, business = 'b1') =>
    limiter.checkShare('submitApplicationPerBusiness', business, clientCalls);
  // Within the limit anyone gets in, however often it has called.
  for (let i = 0; i < 3; i++) await share(5);
  // Past it: a client with calls of its own this window is refused; one with its first call is not.
  await assert.rejects(share(2), { message: RATE_LIMITED_MESSAGE });
  await share(1);
  await share(0);
  // Another business has its own share.
  await share(5, 'b2');
  // Up to SHARE_CEILING times the limit (30 calls), then everyone is refused.
  let admitted = 0;
  for (let i = 0; i < 40; i++) {
    try {
      await share(1);
      admitted++;
    } catch (error) {
      assert.ok(isRateLimited(error));
    }
  }
  // 6 calls counted above (one refused); the ceiling is 30 counted calls.
  assert.equal(admitted, 3 * SHARE_CEILING - 6);
  time.advance(60_000);
  await share(5);
});

test('a share whose store cannot answer lets the call through', async () => {
  const broken = new RateLimiter(
    { hit: () => Promise.reject(new Error('down')), close: async () => {} },
    {
      limits: { submitApplicationPerBusiness: { limit: 0, windowMs: 60_000 } },
    },
  );
  await broken.checkShare('submitApplicationPerBusiness', 'b', 5);
});
