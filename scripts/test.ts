/**
 * `npm test`: type-check, lint, unit tests, server tests against a real PocketBase, production
 * builds, and the end-to-end journeys in Chromium. Runs every step it can and fails if any failed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { buildAll } from './lib/build-apps';
import { fromRoot, repoRoot } from './lib/paths';

interface Step {
  name: string;
  run: () => boolean | Promise<boolean>;
  /** Steps that make no sense once an earlier one failed (e2e needs a build). */
  needs?: string[];
}

const pnpm = (args: string[]) => () => spawnSync('npx', ['--yes', 'pnpm@10.34.8', ...args], { cwd: repoRoot, stdio: 'inherit' }).status === 0;

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
        // The production program the production journeys start (npm run serve).
        execFileSync(process.execPath, [fromRoot('site', 'build.mjs')], { stdio: 'inherit' });
        return true;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        return false;
      }
    },
  },
  { name: 'e2e', run: pnpm(['run', 'test:e2e']), needs: ['build'] },
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
process.exit(failed === 0 ? 0 : 1);
