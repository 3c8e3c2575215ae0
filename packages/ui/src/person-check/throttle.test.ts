import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createThrottle, type Clock } from './throttle';

class FakeClock implements Clock {
  time = 0;
  private timers: Array<{ at: number; fn: () => void; id: number }> = [];
  private nextId = 1;
  now() {
    return this.time;
  }
  setTimeout(fn: () => void, ms: number) {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, fn, id });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = until;
  }
}

test('the first request runs at once; later ones wait for the interval and only the latest runs', () => {
  const clock = new FakeClock();
  const throttle = createThrottle(2000, clock);
  const calls: Array<[string, number]> = [];
  const call = (name: string) => () => calls.push([name, clock.now()]);
  throttle.request(call('a'));
  clock.advance(500);
  throttle.request(call('b'));
  clock.advance(500);
  throttle.request(call('c'));
  clock.advance(2000);
  assert.deepEqual(calls, [
    ['a', 0],
    ['c', 2000],
  ]);
  clock.advance(3000);
  throttle.request(call('d'));
  assert.deepEqual(calls.at(-1), ['d', 6000]);
});

test('never more than one call per 2000 ms, however fast the requests come', () => {
  const clock = new FakeClock();
  const throttle = createThrottle(2000, clock);
  const times: number[] = [];
  for (let t = 0; t < 10000; t += 100) {
    throttle.request(() => times.push(clock.now()));
    clock.advance(100);
  }
  clock.advance(2000);
  for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! >= 2000, `${times}`);
  assert.deepEqual(times, [0, 2000, 4000, 6000, 8000, 10000]);
});

test('acquire waits out the interval, replaces a waiting request and counts as a call', async () => {
  const clock = new FakeClock();
  const throttle = createThrottle(2000, clock);
  const calls: string[] = [];
  throttle.request(() => calls.push('typed'));
  clock.advance(500);
  throttle.request(() => calls.push('dropped'));
  let acquired = false;
  const done = throttle.acquire().then(() => {
    acquired = true;
  });
  clock.advance(1000);
  await Promise.resolve();
  assert.equal(acquired, false);
  clock.advance(500);
  await done;
  assert.equal(acquired, true);
  assert.deepEqual(calls, ['typed']);
  throttle.request(() => calls.push('after'));
  clock.advance(1999);
  assert.deepEqual(calls, ['typed']);
  clock.advance(1);
  assert.deepEqual(calls, ['typed', 'after']);
});

test('cancel drops a waiting request', () => {
  const clock = new FakeClock();
  const throttle = createThrottle(2000, clock);
  const calls: string[] = [];
  throttle.request(() => calls.push('a'));
  throttle.request(() => calls.push('b'));
  throttle.cancel();
  clock.advance(5000);
  assert.deepEqual(calls, ['a']);
});
