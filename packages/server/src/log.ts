import { pino, type Logger } from 'pino';

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
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination as pino.DestinationStream) : pino(options);
}
