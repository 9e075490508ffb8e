import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getText } from './load';
import { production } from './settings';

/**
 * A stop and a start of the built site with the package registry unreachable (npm_config_registry
 * on a closed local port, proxies likewise): `npm run serve` needs no registry, no compiler and
 * no network, so the site answers again. A second site of its own, on free ports, beside the
 * journeys' one; its remotes from their folders (GX_RELEASE_CHANNEL=off), so no deploy is needed.
 */
test.describe.configure({ mode: 'serial' });

/** A port nothing listens on: bound, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Ports above a random base: the proxy's, the site server's, PocketBase's (the signer two above it), the health address. */
const base = 21_000 + Math.floor(Math.random() * 15_000);
const ports = { https: base, http: base + 1, render: base + 2, pocketbase: base + 4, health: base + 7 };
const work = mkdtempSync(join(tmpdir(), 'gx-restart-'));

async function env(): Promise<NodeJS.ProcessEnv> {
  const closed = `http://127.0.0.1:${await closedPort()}`;
  return {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    ...production.env,
    GX_SITE_URL: `https://gx.test:${ports.https}`,
    GX_HTTPS_PORT: String(ports.https),
    GX_HTTP_PORT: String(ports.http),
    GX_RENDER_PORT: String(ports.render),
    GX_POCKETBASE_PORT: String(ports.pocketbase),
    GX_HEALTH_PORT: String(ports.health),
    GX_RELEASE_CHANNEL: 'off',
    GX_DATA_DIR: join(work, 'pb_data'),
    GX_CADDY_DIR: join(work, 'caddy'),
    GX_RUN_DIR: join(work, 'run'),
    GX_RELEASE_DIR: join(work, 'releases'),
    npm_config_registry: closed,
    HTTP_PROXY: closed,
    HTTPS_PROXY: closed,
    http_proxy: closed,
    https_proxy: closed,
  };
}

/** GET through Caddy over HTTPS for the site's name (mapped to loopback here). */
const get = (path: string) => getText({ port: ports.https, path, host: 'gx.test' });

const answers = () => get('/gx-academy').then(({ status, body }) => status === 200 && body.includes('id="gx-boot"'), () => false);

/** Waits until the page answers; otherwise fails with what the run printed. */
async function answersWithin(timeout: number, what: string): Promise<void> {
  await expect.poll(answers, { timeout }).toBe(true).catch((error: Error) => {
    throw new Error(`${what}: the site did not answer (${error.message.split('\n')[0]})\n${output.slice(-3000)}`);
  });
}

let serve: ChildProcess | undefined;
let output = '';
async function start(): Promise<void> {
  serve = spawn('npm', ['run', 'serve'], { cwd: production.repoRoot, env: await env(), stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [serve.stdout!, serve.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
}
async function stop(): Promise<void> {
  if (!serve || serve.exitCode !== null) return;
  // 'close': npm and the runner it started have both ended (they share its output).
  const ended = new Promise((resolve) => serve!.once('close', resolve));
  serve.kill('SIGTERM');
  await ended;
}

test.afterAll(async () => {
  await stop();
  rmSync(work, { recursive: true, force: true });
});

test('with the package registry unreachable, a stop and a start bring the site back', async () => {
  test.setTimeout(240_000);
  await start();
  await answersWithin(90_000, 'the first start');
  await stop();
  // The runner (SIGTERM passed on by npm, or npm gone) stops every process, the last started first.
  expect(output).toMatch(/stopping \((SIGTERM|parent ended)\)[\s\S]*gx-site@0\.service: stopped[\s\S]*gx-signer\.service: stopped\n.* stopped\n/);
  expect(await answers()).toBe(false);

  const stopped = Date.now();
  await start();
  await answersWithin(90_000, 'the start after the stop');
  // A figure for the report, not a limit.
  console.log(`restart: the site answered again ${((Date.now() - stopped) / 1000).toFixed(1)} s after the stop`);
  // Nothing was installed or compiled on the way.
  expect(output).not.toMatch(/pnpm install|Installing dependencies|--import tsx|ERR_PNPM|npm (ERR|error)/);
});
