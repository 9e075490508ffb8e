/**
 * `npm test`: type-check, lint, unit tests, server tests against a real PocketBase, production
 * builds, and the end-to-end journeys in Chromium. Runs every step it can and fails if any failed.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './lib/build-apps';
import { failedEndToEndTests } from './lib/e2e-summary';
import { repoRoot } from './lib/paths';

interface Step {
  name: string;
  run: () => boolean | Promise<boolean>;
  /** Steps that make no sense once an earlier one failed (e2e needs a build). */
  needs?: string[];
}

const pnpm = (args: string[]) => () => spawnSync('npx', ['--yes', 'pnpm@10.34.8', ...args], { cwd: repoRoot, stdio: 'inherit' }).status === 0;

/** Where each Playwright run writes its JSON report (e2e/support/reporters.ts). */
const e2eSummaries = join(repoRoot, 'e2e', 'test-results-summary');

const steps: Step[] = [
  { name: 'typecheck', run: pnpm(['run', 'typecheck']) },
  { name: 'lint', run: pnpm(['run', 'lint']) },
  { name: 'unit', run: pnpm(['run', 'test:unit']) },
  { name: 'server', run: pnpm(['run', 'test:server']) },
  {
    name: 'build',
    run: async () => {
      try {
        await buildAll({ log: (line) => console.log(`  ${line}`) });
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
];

const results = new Map<string, { ok: boolean; seconds: number } | 'skipped'>();
for (const step of steps) {
  if (step.needs?.some((name) => results.get(name) !== 'skipped' && !(results.get(name) as { ok: boolean } | undefined)?.ok)) {
    results.set(step.name, 'skipped');
    continue;
  }
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const ok = await step.run();
  results.set(step.name, { ok, seconds: (Date.now() - started) / 1000 });
}

console.log('\nSummary');
let failed = 0;
for (const [name, result] of results) {
  if (result === 'skipped') {
    failed += 1;
    console.log(`  ${name.padEnd(10)} not run (an earlier step it needs failed)`);
  } else {
    if (!result.ok) failed += 1;
    console.log(`  ${name.padEnd(10)} ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  }
}
const e2e = results.get('e2e');
if (e2e && e2e !== 'skipped' && !e2e.ok) {
  const tests = failedEndToEndTests(e2eSummaries);
  console.log(`\nEnd-to-end tests that did not pass (${tests.length}):`);
  for (const line of tests) console.log(`  ${line}`);
}
process.exit(failed === 0 ? 0 : 1);
