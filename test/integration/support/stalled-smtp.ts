import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * An SMTP address that accepts connections and never says a word: a sender is left between its claim and its send
 * for as long as a test wants (until it is killed there).
 */
export async function startStalledSmtp(): Promise<{ url: string; connections(): number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
