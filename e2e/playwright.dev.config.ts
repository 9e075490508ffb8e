import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import base from './playwright.config';

/**
 * `npm run dev` as a newcomer runs it (dev/dev.spec.ts): development builds that rebuild on every
 * change, rendered on the server. Its own data directory, removed first, and the local
 * market-data fixture (no internet needed).
 *   pnpm --filter e2e exec playwright test -c playwright.dev.config.ts
 */
const dataDir = join(tmpdir(), 'gx-e2e-dev-pb');
// Once, in the runner (workers load this file too, while the system runs).
if (!process.env.TEST_WORKER_INDEX) for (const dir of [dataDir, `${dataDir}-signer`]) rmSync(dir, { recursive: true, force: true });

export default defineConfig({
  ...base,
  reporter: reporters('dev'),
  testDir: './dev',
  // A remote's rebuild takes seconds on two cores; the first builds are the webServer's timeout.
  timeout: 120_000,
  outputDir: './test-results-dev',
  projects: [{ name: 'dev' }],
  webServer: {
    ...base.webServer,
    command: 'npm run dev',
    // The development builds and the render server come up before the shell's port opens.
    timeout: 600_000,
    env: { GX_DATA_DIR: dataDir, MARKET_DATA_URL: 'fixture' },
  } as typeof base.webServer,
});
