import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  redisUrl?: string;
  /**
   * How many reverse proxies in front of the server may set X-Forwarded-For. 0 (the default) trusts none, so a
   * client cannot pick its own address and slip past the per-client rate limits.
   */
  trustProxyHops: number;
  production: boolean;
  demo: boolean;
  logLevel: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseHops(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be an integer between 0 and 10, got "${raw}".`);
  }
  return hops;
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxyHops: parseHops(nonEmpty(env.TRUST_PROXY_HOPS)),
    production,
    // Demo businesses (public link codes, localhost origins) only when asked for: `npm start` asks; production
    // never seeds them unless DEMO=1 is set on purpose.
    demo: env.DEMO === '1',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (production ? 'info' : 'debug'),
  };
}
