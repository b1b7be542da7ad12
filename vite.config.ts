import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The app lives in ui/ and is built into dist/, which server.ts serves.
// Tests live in tests/ and run under vitest with the same resolver as the app.
export default defineConfig({
  root: 'ui',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    globals: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
