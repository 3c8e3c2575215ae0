// `npm run bench:uploads`: 10 MB documents uploaded to POST /uploads over real HTTP, as the widget sends them
// (multipart, the offer's link code in its header), 4 at a time, on the embedded database with the default folder
// storage. Reports files a second, MB/s received and kept, and p50/p95 per upload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, loadConfig } from '../packages/server/src/index';
import { demoOfferCode } from '../packages/server/src/demo/demo-applications';

const FILES = Number(process.env.BENCH_FILES ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const SIZE = 10 * 1024 * 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-uploads-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DEMO: '1',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  NODE_ENV: 'production',
  // Production runs the built-in sandbox only when it is named.
  PAYMENTS: 'sandbox',
  // and keeps mail in the outbox only when that is named (no SMTP server here).
  MAIL: 'outbox',
  // The bench measures throughput: the per-offer and per-address caps (README "Security") would stop it at 100 MiB.
  UPLOAD_BYTES_PER_OFFER: '2000000000',
  UPLOAD_BYTES_PER_CLIENT_HOUR: '2000000000',
});
const server = await createApp(config, { rateLimits: { offerByCode: { limit: 1_000_000, windowMs: 60_000 } } });
await server.app.listen({ host: '127.0.0.1', port: 0 });
const address = server.app.server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/uploads`;
const bytes = new Uint8Array(SIZE);
bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
const code = demoOfferCode('mapleGrove', 'accepted');

async function uploadOne(): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'record.pdf');
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', body: form, headers: { 'x-offer-link-code': code } });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return performance.now() - started;
}

try {
  await uploadOne(); // warm up
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FILES) {
        next += 1;
        times.push(await uploadOne());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
  console.log(
    `${FILES} uploads of 10 MB, ${CONCURRENCY} at a time: ${(FILES / seconds).toFixed(1)} files/s, ` +
      `${((FILES * SIZE) / 1048576 / seconds).toFixed(0)} MB/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
