// The product entry (`npm start`): the API and the hosted page on one port.
import { loadConfig, startServer } from '@cc/server';
import { hostPlugin } from './plugin';

const config = loadConfig();
const { url: listening } = await startServer(config, { plugins: [hostPlugin] });
const url = listening.replace(/\/$/, '');
console.log(`Child-care enrolment is running at ${url}`);
console.log(`Demo links: ${url}/ (the index) and ${url}/demo.json`);
console.log(`GraphQL: ${url}/graphql`);
