import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) that keeps what it receives, so a test reads the
 * mail a parent would get. No TLS, no authentication: it listens on 127.0.0.1 only.
 */
export async function startSmtpInbox(): Promise<{
  url: string;
  received: ReceivedMail[];
  waitFor(to: string, count?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    // Resolves when the `count`-th mail to this address has arrived (mail is sent after the GraphQL answer).
    waitFor(to, count = 1) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within 10 s`)), 10_000);
        const check = () => {
          const mails = mailsTo(to);
          if (mails.length >= count) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(mails[count - 1]!);
          }
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The code on its own line in the text part. */
export function codeIn(raw: string): string {
  const match = /^(\d{6})\r?$/m.exec(raw);
  if (!match) throw new Error('no 6-digit code on its own line in the mail');
  return match[1]!;
}

/** The raw message with quoted-printable soft line breaks joined and `=3D` read back, so links can be found whole. */
export function unfolded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
