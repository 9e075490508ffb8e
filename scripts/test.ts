/**
 * `npm test`: type-check, lint, unit tests, server tests against a real PocketBase, production
 * builds, and the end-to-end journeys in Chromium. Runs every step it can and fails if any failed.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { failedEndToEndTests, e2eSummaries } from './lib/e2e-summary';
import { fromRoot } from './lib/paths';
import { allPassed, buildStep, pnpm, runSteps } from './lib/steps';

const results = await runSteps([
  { name: 'typecheck', run: pnpm(['run', 'typecheck']) },
  { name: 'lint', run: pnpm(['run', 'lint']) },
  { name: 'unit', run: pnpm(['run', 'test:unit']) },
  { name: 'server', run: pnpm(['run', 'test:server']) },
  {
    name: 'build',
    run: async () => {
      if (!(await buildStep.run())) return false;
      try {
        // The production program the production journeys start (npm run serve).
        execFileSync(process.execPath, [fromRoot('site', 'build.mjs')], { stdio: 'inherit' });
        return true;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        return false;
      }
    },
  },
  {
    name: 'e2e',
    run: () => {
      rmSync(e2eSummaries, { recursive: true, force: true });
      return pnpm(['run', 'test:e2e'])();
    },
    needs: ['build'],
  },
]);

const e2e = results.get('e2e');
if (e2e && e2e !== 'skipped' && !e2e.ok) {
  const tests = failedEndToEndTests();
  console.log(`\nEnd-to-end tests that did not pass (${tests.length}):`);
  for (const line of tests) console.log(`  ${line}`);
}
process.exit(allPassed(results) ? 0 : 1);
