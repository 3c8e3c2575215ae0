// Starts the API alone: `tsx packages/server/src/main.ts`.
import { loadConfig } from './config';
import { startServer } from './app';

try {
  await startServer(loadConfig());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
