import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppOptions, Config } from '@cc/server';

const SCRIPT = fileURLToPath(new URL('./app-process.ts', import.meta.url));

export interface AppProcess {
  pid: number;
  /** SIGKILL, as a crash or an OOM kill: nothing is closed, no job is given back. */
  kill9(): Promise<void>;
}

/** Starts a server copy in a child process (support/app-process.ts) and resolves once it is running. */
export async function startAppProcess(
  config: Config,
  clockAt: Date,
  jobs: AppOptions['jobs'] = {},
): Promise<AppProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      CC_APP_CONFIG: JSON.stringify(config),
      CC_APP_CLOCK: clockAt.toISOString(),
      CC_APP_JOBS: JSON.stringify(jobs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited with ${code}`));
    });
  });
  return {
    pid: child.pid!,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
