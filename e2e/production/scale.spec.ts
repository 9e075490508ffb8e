import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { editedBuild } from '../support/release-store';
import { failures, getText, releasesNamed, steadyLoad, summary, type Answer } from './load';
import { production } from './settings';

/**
 * Two site servers behind Caddy (`npm run serve` with GX_RENDER_INSTANCES=2), under a steady load
 * of page requests: a promote reaches both, and no page mixes two releases of a remote; one of them
 * stopped (SIGTERM), then one killed (SIGKILL), loses no request. The figures (requests lost, the
 * time a promote takes to reach every process, each process's memory) are printed for the report.
 * Runs last of the production journeys: it leaves the site with one site server and a new release.
 */
test.describe.configure({ mode: 'serial' });

const work = () => readFileSync(production.workFile, 'utf8').trim();
const RATE = 30;
const SECONDS = 30;
/** Pages of every remote: most answered from a process's page cache, every third one rendered afresh (`tab` is kept in the URL). */
const PAGES = ['/', '/gx-academy', '/contact', '/gx-exchange', '/verify', '/services/blockchain', '/gxit-solutions'];
const path = (n: number) => (n % 3 === 2 ? `/gx-academy?tab=${n}` : PAGES[n % PAGES.length]!);
const load = (during?: { afterMs: number; run: () => Promise<void> | void }) =>
  steadyLoad({ port: production.httpsPort, host: 'gx.test', rate: RATE, seconds: SECONDS, path, ...(during ? { during } : {}) });

/** The process listening on a loopback port. */
function pidOn(port: number): number {
  const listed = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = Number(/pid=(\d+)/.exec(listed)?.[1]);
  if (!pid) throw new Error(`nothing listens on 127.0.0.1:${port}: ${listed}`);
  return pid;
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A page asked of one site server directly, on its loopback port. */
const direct = (port: number, path: string) => getText({ port, path });

/** The one release of marketing a page names; fails on a page naming two releases of any remote. */
function marketingRelease(answer: Pick<Answer, 'body' | 'path'>): string | undefined {
  const named = releasesNamed(answer.body);
  for (const [remote, ids] of named) expect(ids.size, `${answer.path} names ${remote} ${[...ids].join(' and ')}`).toBe(1);
  const boot = JSON.parse(/<script type="application\/json" id="gx-boot">(.*?)<\/script>/.exec(answer.body)?.[1] ?? '{}') as { config?: { releases?: Record<string, string> } };
  const releases = boot.config?.releases ?? {};
  for (const [container, id] of Object.entries(releases)) {
    const ids = named.get(container.replace(/^mfe_/, ''));
    if (ids) expect([...ids], `${answer.path}: the boot data and the files name one release of ${container}`).toEqual([id]);
  }
  return releases['mfe_marketing'];
}

/** `npm run release -- …` as a team runs it on the host, with the site's settings. */
function release(args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--import', fileURLToPath(new URL('./test-domain.mjs', import.meta.url)), 'scripts/lib/release/cli.ts', ...args], {
    cwd: production.repoRoot,
    env: {
      ...process.env,
      ...production.env,
      GX_RELEASE_DIR: join(work(), 'releases'),
      GX_RELEASE_ACTOR: 'scale@gx.test',
      NODE_EXTRA_CA_CERTS: join(work(), 'caddy', 'pki', 'authorities', 'local', 'root.crt'),
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${run.stderr}`);
  return run.stdout.trim();
}

const [first, second] = production.renderPorts;
let replacement: ChildProcess | undefined;

// The run is ready once one site server is (its readiness goes through Caddy); the second starts after it.
test.beforeAll(async () => {
  for (const port of production.renderPorts) {
    await expect.poll(() => direct(port, '/healthz/ready').then((answer) => answer.status, () => 0), { timeout: 90_000 }).toBe(200);
  }
});

test.afterAll(() => {
  if (replacement?.exitCode === null) replacement.kill('SIGTERM');
});

test('a promote under load reaches both site servers, and no page names two releases of a remote', async () => {
  test.setTimeout(180_000);
  for (const port of production.renderPorts) console.log(`scale: site server on ${port}: ${rssMiB(pidOn(port)).toFixed(0)} MiB resident before the load`);
  const before = marketingRelease({ path: '/gx-academy', body: (await direct(first, '/gx-academy')).body });
  const build = editedBuild('mfe-marketing', 'Skills for the Careers of Tomorrow', 'Skills for the Careers of Tomorrow, Today');
  let promoted = 0;
  let reached = 0;
  let id = '';
  try {
    id = release(['publish', 'marketing', '--dist', build.dist]);
    const started = Date.now();
    const answers = await load({
      afterMs: 5000,
      run: async () => {
        release(['promote', 'marketing', id, '--why', 'scale journey']);
        promoted = Date.now();
        // Each process asked directly until its page names the new release.
        await Promise.all(
          production.renderPorts.map((port) =>
            expect.poll(async () => marketingRelease({ path: `${port} /gx-academy`, body: (await direct(port, '/gx-academy')).body }), { timeout: 30_000, intervals: [100] }).toBe(id),
          ),
        );
        reached = Date.now();
      },
    });
    console.log(`scale: promote under load: ${summary(answers)}`);
    console.log(`scale: the promote reached both site servers ${((reached - promoted) / 1000).toFixed(1)} s after the pointer was written (GX_REMOTE_POLL_MS=${production.env['GX_REMOTE_POLL_MS']})`);
    expect(failures(answers)).toEqual([]);
    // A page the render gate left to the browser has no boot data: the browser reads the channel's pointer itself.
    const seen = answers.filter((answer) => answer.body.includes('id="gx-boot"')).map((answer) => ({ at: answer.at, release: marketingRelease(answer) }));
    console.log(`scale: ${seen.length} of ${answers.length} pages rendered on the server, the others left to the browser by the render gate`);
    expect(seen.length).toBeGreaterThan(answers.length / 2);
    expect(new Set(seen.map((answer) => answer.release))).toEqual(new Set([before, id]));
    // Asked once every process had switched: the new release only.
    const afterwards = seen.filter((answer) => answer.at > reached - started);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(afterwards.filter((answer) => answer.release !== id)).toEqual([]);
  } finally {
    build.discard();
  }
  expect((await direct(second, '/gx-academy')).body).toContain('Skills for the Careers of Tomorrow, Today');
});

/** The site server's own command and settings, as systemd restarts gx-site@1 (the test's process, stopped after it). */
async function restartSecond(): Promise<void> {
  replacement = spawn(process.execPath, ['site/dist/gx.js', 'site', '1'], {
    cwd: production.repoRoot,
    env: {
      PATH: process.env['PATH'],
      ...production.env,
      GX_DATA_DIR: join(work(), 'pb_data'),
      GX_CADDY_DIR: join(work(), 'caddy'),
      GX_RUN_DIR: join(work(), 'run'),
      GX_RELEASE_DIR: join(work(), 'releases'),
    },
    stdio: 'ignore',
  });
  await expect.poll(() => direct(second, '/healthz/live').then((answer) => answer.status, () => 0), { timeout: 60_000 }).toBe(200);
  // Caddy's health check (every second) has seen it, and it renders.
  await expect.poll(() => direct(second, '/gx-academy').then((answer) => answer.status, () => 0), { timeout: 60_000 }).toBe(200);
}

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  test(`one of the two site servers ended by ${signal} under load: no request is lost`, async () => {
    test.setTimeout(180_000);
    if (signal === 'SIGKILL') await restartSecond();
    const pid = pidOn(second);
    const answers = await load({ afterMs: 10_000, run: () => void process.kill(pid, signal) });
    console.log(`scale: ${signal} of the site server on ${second} at 10 s of ${SECONDS} s at ${RATE} requests/s: ${summary(answers)}`);
    expect(failures(answers)).toEqual([]);
    // It did end, and the site answered from the other one.
    await expect.poll(() => direct(second, '/healthz/live').then(() => 'answers', () => 'gone')).toBe('gone');
    console.log(`scale: the remaining site server on ${first}: ${rssMiB(pidOn(first)).toFixed(0)} MiB resident after the load`);
  });
}
