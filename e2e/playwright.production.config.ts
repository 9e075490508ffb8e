import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import { production } from './production/settings';

/**
 * The production layout over HTTPS (`npm run serve` behind Caddy) for the test domain gx.test,
 * which Chromium resolves to loopback; Caddy's internal CA is accepted (ignoreHTTPSErrors).
 * Runs after playwright.config.ts in `npm test` (e2e's test script), on ports of its own.
 */
export default defineConfig({
  testDir: './production',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Whole journeys (sign-up, issue, verify) in one test each, on a shared two-core machine.
  timeout: 180_000,
  expect: { timeout: 45_000 },
  reporter: reporters('production'),
  outputDir: './test-results-production/artifacts',
  use: {
    baseURL: production.siteUrl,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--host-resolver-rules=MAP gx.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx e2e/production/stack.ts',
    cwd: '..',
    url: `http://127.0.0.1:${production.healthPort}/healthz/ready`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
