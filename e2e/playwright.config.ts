import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import { apps } from 'shared-ui/build/topology';

/**
 * End-to-end journeys across the whole running system: production builds on the ports of
 * docs/architecture.md#ports, a real PocketBase with a fresh data directory, MailDev, and Debian's
 * Chromium (Playwright cannot download its own browser on this network).
 */
export default defineConfig({
  testDir: './tests',
  // One worker: some journeys stop and restart a remote's server, which every page would see.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: reporters('journeys'),
  outputDir: './test-results',
  projects: [
    // releases.spec.ts needs the system served from a release store: playwright.releases.config.ts;
    // visual.spec.ts a system holding its fixed data alone: playwright.visual.config.ts.
    { name: 'journeys', testIgnore: /(verify-limit|releases|visual)\.spec\.ts$/ },
    // Uses up the verification limit of 127.0.0.1 (every browser's address) for a minute, so it
    // runs after every other journey has finished.
    { name: 'verify-limit', testMatch: /verify-limit\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${apps.shell.port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/start.ts --e2e',
    cwd: '..',
    url: `http://localhost:${apps.shell.port}/runtime-config.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The render server looks for redeployed remotes every 2 s here (10 s by default), so the
    // redeploy journeys wait seconds, not the whole 30 s bound.
    env: { GX_REMOTE_POLL_MS: '2000' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
