// Slow clients cannot starve the rest: a host holding 200 requests whose bodies never arrive keeps at most its share
// of connections, a family elsewhere submits and gets its answer meanwhile, and the stalled ones are cut off.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import { enquiry, LINCOLN, programsAt, SUBMIT } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const STALLERS = 200;
const target = targets()[0]!;
let t: TestApp;
let url: string;

before(async () => {
  t = await startApp(target.config({ requestTimeoutMs: 2_000, maxConnectionsPerClient: 64 }));
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await t.close();
  await target.dispose();
});

/** A request whose headers promise a body that never comes, from another loopback address than the family's. */
function stall(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' }, () => {
      socket.write(
        'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      resolve(socket);
    });
    socket.on('error', () => undefined);
  });
}

const isOpen = (socket: Socket) => !socket.destroyed && socket.readyState === 'open';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('200 stalled bodies: the host keeps at most its share, a family submits meanwhile, the stalled are cut off', async () => {
  const port = Number(new URL(url).port);
  const toddlerRoom = (await programsAt(t.app, DEMO_BUSINESS_IDS.mapleGrove, LINCOLN)).get('Toddler Room')!.id;
  const sockets = await Promise.all(Array.from({ length: STALLERS }, () => stall(port)));
  await pause(300);
  const held = sockets.filter(isOpen).length;
  assert.ok(held <= 64, `one host holds at most 64 connections, held ${held}`);

  const started = Date.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SUBMIT, variables: { input: enquiry(toddlerRoom) } }),
  });
  const body = (await response.json()) as { data?: { submitApplication: { success: boolean } } };
  assert.equal(body.data?.submitApplication.success, true);
  assert.ok(Date.now() - started < 2_000, 'the family was not held up');

  await pause(3_500);
  assert.equal(sockets.filter(isOpen).length, 0, 'every stalled request was cut off');
  for (const socket of sockets) socket.destroy();
});
