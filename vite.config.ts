import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const PRECOMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|md|wasm)$/;

/**
 * Writes a .br and a .gz copy beside every compressible output file, once, at build time, at the
 * highest levels (too slow per request, free here). The server sends them to clients that accept
 * them (koa-static's brotli and gzip options). A copy that would not be smaller is not written;
 * tiny chunks still gain a third or so, and every script then goes out compressed.
 */
function precompress(): Plugin {
  let written: string[] = [];
  return {
    name: 'railhouse-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      written = Object.keys(bundle)
        .filter((name) => PRECOMPRESSIBLE.test(name) && !name.startsWith('.vite/'))
        .map((name) => path.join(dir, name));
    },
    // After the bundle is written (and outside rolldown's timed hooks: a few seconds of brotli).
    async closeBundle() {
      await Promise.all(
        written.map(async (file) => {
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipped(bytes, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The app lives in ui/ and is built into dist/, which server.ts serves.
// Tests live in tests/ and run under vitest with the same resolver as the app.
export default defineConfig({
  root: 'ui',
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // Which chunks each module needs: tests/e2e/first-load.test.ts checks the home page loads
    // none of a game's rules. Served never: koa-static skips dot folders.
    manifest: true,
  },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    globals: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time on two cores: most wait on a browser, sockets or a database (the
    // clean-clone CI took 1168 s this way on a loaded machine, against 1252 s one at a time).
    maxWorkers: 2,
  },
});
