/**
 * The step runner of `npm test` and `npm run test:remote`: every step that can run runs (one
 * failure does not hide the next), a step whose prerequisite failed is reported as not run, and the
 * summary gives each step's time.
 */
import { spawnSync } from 'node:child_process';
import { buildAll } from './build-apps';
import { repoRoot } from './paths';

export interface Step {
  name: string;
  run: () => boolean | Promise<boolean>;
  /** Steps that make no sense once one of these failed or did not run (e2e needs a build). */
  needs?: string[];
}

export type StepResult = { ok: boolean; seconds: number } | 'skipped';

/** A pnpm command in the workspace root, its output on this terminal; true when it exits 0. */
export const pnpm =
  (args: string[], env: NodeJS.ProcessEnv = {}) =>
  () =>
    spawnSync('npx', ['--yes', 'pnpm@10.34.8', ...args], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** Production builds of the shell and the remotes, reusing those whose inputs did not change. */
export const buildStep: Step = {
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
};

export async function runSteps(steps: Step[]): Promise<Map<string, StepResult>> {
  const results = new Map<string, StepResult>();
  for (const step of steps) {
    const blocked = step.needs?.some((name) => {
      const result = results.get(name);
      return result === undefined || result === 'skipped' || !result.ok;
    });
    if (blocked) {
      results.set(step.name, 'skipped');
      continue;
    }
    console.log(`\n━━ ${step.name} ━━`);
    const started = Date.now();
    const ok = await step.run();
    results.set(step.name, { ok, seconds: (Date.now() - started) / 1000 });
  }
  console.log('\nSummary');
  for (const [name, result] of results) {
    if (result === 'skipped') console.log(`  ${name.padEnd(10)} not run (an earlier step it needs failed)`);
    else console.log(`  ${name.padEnd(10)} ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
  }
  return results;
}

/** Whether every step ran and passed. */
export const allPassed = (results: Map<string, StepResult>) => [...results.values()].every((result) => result !== 'skipped' && result.ok);
