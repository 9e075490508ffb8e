import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { reporters } from './support/reporters';
import base from './playwright.config';
import { FIXED_TIME } from './support/visual';

/**
 * Screenshots guard the look (tests/visual.spec.ts): every page compared with its baseline in
 * tests/visual.spec.ts-snapshots/, at a phone's and a desktop's window size. A system of its own,
 * not the journeys': the admin area lists every account and certificate on the server, so only a
 * fresh one holding the suite's fixed data alone looks the same on every run.
 *   npm run test:visual                          compare
 *   npm run test:visual -- --update-snapshots    accept the current look as the new baselines
 * A difference writes the expected, actual and diff images to test-results/visual/.
 */
// An empty release store, so the admin area's Releases tab shows the same thing on every run.
const releaseDir = join(tmpdir(), 'gx-visual-releases');
// Once, in the runner (workers load this file too, while the system runs).
if (!process.env.TEST_WORKER_INDEX) rmSync(releaseDir, { recursive: true, force: true });

export default defineConfig({
  ...base,
  reporter: reporters('visual'),
  outputDir: './test-results/visual',
  use: {
    ...base.use,
    trace: 'off',
    launchOptions: {
      ...base.use?.launchOptions,
      // Text and colours drawn the same way on every run of this machine.
      args: [...(base.use?.launchOptions?.args ?? []), '--font-render-hinting=none', '--force-color-profile=srgb'],
    },
  },
  expect: {
    ...base.expect,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Sections drawn only near the viewport (content-visibility: auto) are blank in a full-page capture.
      stylePath: './support/visual.css',
    },
  },
  projects: [
    { name: 'visual-data', testMatch: /visual\.setup\.ts$/ },
    { name: 'phone', testMatch: /visual\.spec\.ts$/, dependencies: ['visual-data'], use: { viewport: { width: 390, height: 844 } } },
    { name: 'desktop', testMatch: /visual\.spec\.ts$/, dependencies: ['visual-data'], use: { viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    ...base.webServer,
    command: `node_modules/.bin/tsx scripts/start.ts --e2e --market-time=${FIXED_TIME}`,
    env: { GX_RELEASE_DIR: releaseDir },
  } as typeof base.webServer,
});
