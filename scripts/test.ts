/**
 * `npm test`: type-check, lint, unit tests, server tests against a real PocketBase, production
 * builds, and the end-to-end journeys in Chromium. Runs every step it can and fails if any failed.
 */
import { rmSync } from 'node:fs';
import { failedEndToEndTests, e2eSummaries } from './lib/e2e-summary';
import { allPassed, buildStep, pnpm, runSteps } from './lib/steps';

const results = await runSteps([
  { name: 'typecheck', run: pnpm(['run', 'typecheck']) },
  { name: 'lint', run: pnpm(['run', 'lint']) },
  { name: 'unit', run: pnpm(['run', 'test:unit']) },
  { name: 'server', run: pnpm(['run', 'test:server']) },
  buildStep,
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
