import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * One client address may hold at most `max` open connections: past that, new ones are closed at once, so a host
 * that opens thousands of slow connections cannot use up the server's file handles and lock every family out.
 * Behind a trusted proxy every connection comes from the proxy, which must do this itself.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? 'unknown';
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left <= 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
