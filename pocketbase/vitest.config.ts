import { defineConfig } from 'vitest/config';

// Every test file starts its own PocketBase (and sometimes MailDev) on free ports with a fresh
// data directory. Running files one at a time keeps the two cores of the CI machine for the
// servers, and the generous timeouts cover process start-up and migrations.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
