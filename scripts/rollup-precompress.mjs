// Writes each built script's gzip (.gz, level 9) and brotli (.br, quality 11) twin beside it, once at build time, so
// the server hands a phone the compressed bytes the size budgets count (host/plugin.ts serves them with
// @fastify/static's preCompressed) without compressing on every request. A twin no smaller than its file is not
// written: the server then sends the file itself.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings written, by file extension: what a browser's Accept-Encoding picks among. */
export const ENCODINGS = {
  '.br': (content) =>
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  '.gz': (content) => gzipAsync(content, { level: 9 }),
};

export function precompress() {
  return {
    name: 'cc-precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? join(options.file, '..');
      const scripts = Object.keys(bundle).filter((fileName) => fileName.endsWith('.js'));
      await Promise.all(
        scripts.map(async (fileName) => {
          const file = join(dir, fileName);
          const content = await readFile(file);
          for (const [extension, compress] of Object.entries(ENCODINGS)) {
            const compressed = await compress(content);
            if (compressed.length < content.length) await writeFile(file + extension, compressed);
          }
        }),
      );
    },
  };
}
