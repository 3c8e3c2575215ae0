// A server copy in a process of its own, for tests that kill it (SIGKILL) mid-work: `node --import tsx` this file
// with the copy's Config (JSON), where its clock starts and its job options in the environment. It prints "ready"
// once started and then runs until killed; it never closes anything, as a crashed copy would not.
import { createApp, TestClock, type AppOptions, type Config } from '@cc/server';

const config = JSON.parse(process.env.CC_APP_CONFIG!) as Config;
const clock = new TestClock(process.env.CC_APP_CLOCK!);
const jobs = JSON.parse(process.env.CC_APP_JOBS ?? '{}') as AppOptions['jobs'];
await createApp(config, { logger: false, clock, jobs });
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
