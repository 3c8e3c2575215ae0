// The product entry (`npm start`): the API and the hosted page on one port.
import { loadConfig, startServer } from '@cc/server';
import { hostPlugin } from './plugin';

try {
  const { url: listening } = await startServer(loadConfig(), { plugins: [hostPlugin] });
  const url = listening.replace(/\/$/, '');
  console.log(`Child-care enrolment is running at ${url}`);
  console.log(`Demo links: ${url}/ (the index) and ${url}/demo.json`);
  console.log(`GraphQL: ${url}/graphql`);
} catch (error) {
  // A clear one-line reason (for example another server holding DATA_DIR) beats a stack trace here.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
