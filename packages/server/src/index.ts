export { loadConfig, type Config } from './config';
export { createApp, startServer, type ServerContext, type ServerPlugin, type AppOptions } from './app';
export { getDemoIndex, type DemoIndex } from './demo/demo-index';
export type { Database } from './db/database';
export * from './demo/demo-ids';
export { systemClock, TestClock, TEST_NOW, type Clock } from './clock';
export { BUSINESS_CACHE_TTL_MS } from './cache/business-scoped-cache';
export {
  DAILY_CODE_LIMIT_MESSAGE,
  RATE_LIMITS,
  RATE_LIMITED_MESSAGE,
  SHARE_CEILING,
  type RateLimits,
} from './security/rate-limit';
export { HOSTED_PAGE_CSP, hostedPageCsp } from './http/security-headers';
