/**
 * `npm run test:remote -- <remote>`: what a change to one remote can break, in minutes rather than
 * the whole suite's half hour. Its type check, lint and unit tests; the production builds (the
 * others reused); the compatibility gate a promote would run against the shell that production
 * serves; and its end-to-end specs (e2e/playwright.remote.config.ts). CI still runs everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failedEndToEndTests, e2eSummaries } from './lib/e2e-summary';
import { fromRoot } from './lib/paths';
import { gate } from './lib/release/gate';
import { remoteNamed, UsageError, type Remote } from './lib/release/remotes';
import { releaseSettings } from './lib/release/settings';
import { publishRelease, releaseDir } from './lib/release/store';
import { allPassed, buildStep, pnpm, runSteps } from './lib/steps';

function remoteOfArguments(): Remote {
  try {
    return remoteNamed(process.argv[2]);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\nUsage: npm run test:remote -- <remote>`);
    process.exit(2);
  }
}
const remote = remoteOfArguments();

/** The candidate, published to a store of its own, through the gate `npm run release -- promote` runs. */
async function releaseGate(): Promise<boolean> {
  const settings = releaseSettings();
  const store = mkdtempSync(join(tmpdir(), 'gx-remote-gate-'));
  try {
    const info = publishRelease(store, remote, fromRoot(remote.dir, 'dist'), 'test:remote');
    const problems = await gate({
      store,
      releaseDir: releaseDir(store, remote, info.id),
      container: remote.container,
      shellDist: settings.shellDist,
      shellServerBundle: settings.shellServerBundle,
    });
    for (const problem of problems) console.error(`  - ${problem}`);
    if (problems.length === 0) console.log(`  ${remote.key} ${info.id} passes the gate against the shell's build.`);
    return problems.length === 0;
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
}

const results = await runSteps([
  { name: 'typecheck', run: pnpm(['--filter', remote.dir, 'run', 'typecheck']) },
  { name: 'lint', run: pnpm(['exec', 'eslint', '--max-warnings=0', remote.dir]) },
  { name: 'unit', run: pnpm(['--filter', remote.dir, 'run', 'test']) },
  buildStep,
  { name: 'gate', run: releaseGate, needs: ['build'] },
  {
    name: 'e2e',
    run: () => {
      rmSync(e2eSummaries, { recursive: true, force: true });
      return pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '-c', 'playwright.remote.config.ts'], { GX_TEST_REMOTE: remote.key })();
    },
    needs: ['build'],
  },
]);

const e2e = results.get('e2e');
if (e2e && e2e !== 'skipped' && !e2e.ok) for (const line of failedEndToEndTests()) console.log(`  ${line}`);
process.exit(allPassed(results) ? 0 : 1);
