import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import base from './playwright.config';
import { releaseStore } from './support/release-store';

/**
 * The release journeys (tests/releases.spec.ts) run against the system `npm start` gives with
 * GX_RELEASE_CHANNEL=production: the built remotes published and promoted into a fresh release
 * store, each remote origin serving the store, the render server following the channel.
 *   pnpm --filter e2e exec playwright test -c playwright.releases.config.ts
 */
// Once, in the runner (workers load this file too, while the system runs).
if (!process.env.TEST_WORKER_INDEX) rmSync(releaseStore, { recursive: true, force: true });

export default defineConfig({
  ...base,
  reporter: reporters('releases'),
  projects: [{ name: 'releases', testMatch: /releases\.spec\.ts$/ }],
  webServer: {
    ...base.webServer,
    env: { GX_REMOTE_POLL_MS: '2000', GX_RELEASE_CHANNEL: 'production', GX_RELEASE_DIR: releaseStore },
  } as typeof base.webServer,
});
