// Finds Debian's Chromium for the browser tests; installs it with apt-get when running as root on Debian.
// No test tool downloads a browser of its own.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian package "chromium" with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}
