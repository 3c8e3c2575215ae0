import { pino, type Logger } from 'pino';
import { safeError, safeRequest } from './log-safe';

// Secrets that must never reach a log line: bearer tokens, link codes, one-time codes.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.token',
  '*.linkCode',
  '*.code',
  '*.password',
  'variables.linkCode',
  'variables.token',
  'variables.code',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Every `err` and `req` a log line carries, ours or Fastify's, goes through these (see log-safe.ts).
    serializers: {
      err: safeError,
      error: safeError,
      req: safeRequest,
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}
