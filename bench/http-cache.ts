/**
 * The cache in front, against the production builds on this machine: `npm run bench:cache`.
 * Debian's Varnish with deploy/varnish/default.vcl in front of the render server (as on a host:
 * Caddy -> Varnish -> the site server), and a bystander asking for a cached page, quiet and during
 * 10 s of fresh URLs from one client on 50 connections, once through Varnish and once straight to
 * the render server. Free loopback ports, no PocketBase (the pages drawn need none). Needs
 * `npm run build` and `node scripts/install.mjs --varnish` first. A report, never a test.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAnswering, type AnsweringProcess } from 'gx-processes';
import { startRenderServer } from 'render-server';
import { settingsOrExit } from 'site/settings';
import { varnishVcl } from 'site/varnish';
import { createStaticServer, type StaticServer } from '../scripts/lib/static-server';
import { fromRoot } from '../scripts/lib/paths';
import { flood } from './flood';

const settings = settingsOrExit('local');
const remotes = { mfe_marketing: 'mfe-marketing', mfe_exchange: 'mfe-exchange', mfe_certificates: 'mfe-certificates', mfe_admin: 'mfe-admin' } as const;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const ms = (sorted: number[]) => `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;

const work = mkdtempSync(join(tmpdir(), 'bench-cache-'));
const servers: StaticServer[] = [];
const varnishPort = await freePort();
let varnish: AnsweringProcess | undefined;
try {
  const shellDist = join(work, 'shell');
  cpSync(fromRoot('shell', 'dist'), shellDist, { recursive: true });
  const ports: Record<string, number> = {};
  for (const [name, dir] of Object.entries(remotes)) {
    ports[name] = await freePort();
    servers.push(createStaticServer(fromRoot(dir, 'dist'), ports[name]));
  }
  writeFileSync(
    join(shellDist, 'runtime-config.json'),
    JSON.stringify({ pocketbaseUrl: settings.pocketbaseUrl, remotes: Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, `http://127.0.0.1:${port}/mf-manifest.json`])) }),
  );
  for (const server of servers) await server.listen();
  // The flood and the bystander are told apart by X-Forwarded-For, from a trusted loopback proxy.
  process.env['GX_TRUSTED_PROXIES'] = '127.0.0.1';
  const sitePort = await freePort();
  const render = await startRenderServer({ shellDist, serverBundle: fromRoot('shell', 'dist-server', 'main.cjs'), siteUrl: `http://127.0.0.1:${sitePort}`, pollMs: 60_000, log: () => undefined });
  const site = createStaticServer(shellDist, sitePort, { pages: render.pages });
  servers.push(site);
  await site.listen();

  const vcl = join(work, 'default.vcl');
  writeFileSync(vcl, varnishVcl({ backends: [`127.0.0.1:${sitePort}`], purgeToken: 'bench-token-0123456789abcdef', probeUrl: '/robots.txt' }), { mode: 0o600 });
  varnish = await startAnswering('varnishd', ['-F', '-j', 'none', '-f', vcl, '-a', `127.0.0.1:${varnishPort}`, '-n', join(work, 'varnish'), '-s', 'malloc,256m', '-T', 'none'], {
    name: 'varnishd',
    ready: `http://127.0.0.1:${varnishPort}/robots.txt`,
  });
  // A page served as the static one (a shell server bundle older than this code) would time the wrong thing.
  if (!(await (await fetch(`http://127.0.0.1:${varnishPort}/gx-academy`)).text()).includes('id="gx-boot"')) throw new Error('/gx-academy was not rendered: run `npm run build` first');

  for (const [label, origin] of [
    ['through Varnish', `http://127.0.0.1:${varnishPort}`],
    ['straight to the render server', `http://127.0.0.1:${sitePort}`],
  ] as const) {
    const bystander = (seconds: number) => flood({ origin, path: { same: '/gx-academy' }, connections: 1, seconds, from: '198.51.100.1' });
    await bystander(1);
    const quiet = await bystander(5);
    const rendersBefore = render.renders;
    const [during, attack] = await Promise.all([bystander(10), flood({ origin, path: { fresh: '/team/flood' }, connections: 50, seconds: 10, from: '203.0.113.1' })]);
    console.log(`Cached /gx-academy ${label}: quiet ${ms(quiet.latencies)}; during 10 s of fresh URLs on 50 connections ${ms(during.latencies)}`);
    console.log(`  the flooding client: ${(attack.latencies.length / 10).toFixed(0)} answers/s, ${render.renders - rendersBefore} renders, statuses ${JSON.stringify(attack.statuses)}`);
  }
  render.stop();
} finally {
  await varnish?.stop();
  for (const server of servers) await server.close();
  rmSync(work, { recursive: true, force: true });
}
