// deploy/prometheus/ as Debian's Prometheus runs it: promtool accepts the configuration and the
// alert rules, and a real Prometheus with that configuration (ports and interval adjusted) scrapes
// a real render server (a stand-in for the shell's bundle) and Caddy with the site's Caddyfile,
// and answers one series of each through its query API.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startRenderServer, type RenderServer } from 'render-server';
import { freePort, startAnswering, type AnsweringProcess } from 'gx-processes';
import { caddyfile } from './caddyfile';
import { fromRoot } from './paths';
import { processPorts } from './serve-ports';
import { loadSettings } from './settings';
import { writeTestShell } from './test-shell';
import { productionSettings } from './test-settings';

const CONFIG = fromRoot('deploy', 'prometheus', 'prometheus.yml');
const RULES = fromRoot('deploy', 'prometheus', 'alerts.yml');
const work = mkdtempSync(join(tmpdir(), 'gx-prometheus-test-'));
const children: AnsweringProcess[] = [];
let render: RenderServer | undefined;
let pages: Server | undefined;
let prometheusPort = 0;
let httpsPort = 0;

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { encoding: 'utf8' });
  assert.equal(run.status, 0, `promtool ${args.join(' ')}: ${run.stdout}${run.stderr}`);
  return run.stdout;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    assert.ok(Date.now() < deadline, `${what}: not within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A page through Caddy on the site's HTTPS address (its own CA: not checked here). */
function throughCaddy(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: httpsPort, servername: 'gx.test', path, headers: { host: `gx.test:${httpsPort}` }, rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/** Prometheus's answer to an instant query: the series it holds. */
async function query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const answer = await fetch(`http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await answer.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  assert.equal(body.status, 'success');
  return body.data.result;
}

before(async () => {
  httpsPort = await freePort();
  // The render server and Caddy's loopback file address take two ports in a row.
  const renderPort = 20_000 + Math.floor(Math.random() * 20_000);
  const settings = loadSettings('production', {
    ...productionSettings,
    GX_SITE_URL: `https://gx.test:${httpsPort}`,
    GX_TLS: 'internal',
    GX_HTTPS_PORT: String(httpsPort),
    GX_HTTP_PORT: String(await freePort()),
    GX_RENDER_PORT: String(renderPort),
    GX_POCKETBASE_PORT: String(await freePort()),
    GX_HEALTH_PORT: String(await freePort()),
    GX_CADDY_DIR: join(work, 'caddy'),
    GX_RUN_DIR: join(work, 'run'),
    GX_RELEASE_DIR: join(work, 'releases'),
    GX_APPS_DIR: join(work, 'apps'),
    GX_RELEASE_CHANNEL: 'off',
  });
  const ports = processPorts(settings);

  // The render server, with a shell bundle that draws every page at once.
  const shell = writeTestShell(join(work, 'shell'), {
    pocketbaseUrl: 'http://127.0.0.1:9',
    renderPage: `async () => ({ status: 200, head: '<title>Page</title>', html: '<p>page</p>', remote: null, pages: [], parts: [], data: {} })`,
  });
  render = await startRenderServer({ ...shell, siteUrl: settings.siteUrl, pollMs: 60_000, workers: 0, log: () => undefined });
  const answer = render.pages;
  pages = createServer((req, res) => void answer(req, res).then((answered) => answered || res.writeHead(200).end('static')));
  await new Promise<void>((resolve) => pages!.listen(ports.render[0], '127.0.0.1', resolve));

  const caddyEnv = { ...process.env, HOME: join(work, 'caddy'), XDG_DATA_HOME: join(work, 'caddy'), XDG_CONFIG_HOME: join(work, 'caddy') };
  mkdirSync(join(work, 'run', 'shell'), { recursive: true });
  writeFileSync(join(work, 'Caddyfile'), caddyfile(settings));
  children.push(
    await startAnswering('caddy', ['run', '--config', join(work, 'Caddyfile'), '--adapter', 'caddyfile'], {
      name: 'Caddy',
      ready: async () => (await throughCaddy('/gx-academy').catch(() => 0)) === 200,
      timeoutMs: 60_000,
      spawn: { env: caddyEnv },
    }),
  );

  // The deployed configuration, pointed at these ports and scraping every second.
  const config = readFileSync(CONFIG, 'utf8')
    .replace('127.0.0.1:3000', `127.0.0.1:${ports.render[0]}`)
    .replace('127.0.0.1:3991', `127.0.0.1:${ports.caddyAdmin}`)
    .replace(/scrape_interval: \d+s/, 'scrape_interval: 1s');
  assert.match(config, new RegExp(`127\\.0\\.0\\.1:${ports.caddyAdmin}`));
  writeFileSync(join(work, 'prometheus.yml'), config);
  writeFileSync(join(work, 'alerts.yml'), readFileSync(RULES));
  prometheusPort = await freePort();
  children.push(
    await startAnswering(
      'prometheus',
      [`--config.file=${join(work, 'prometheus.yml')}`, `--storage.tsdb.path=${join(work, 'data')}`, `--web.listen-address=127.0.0.1:${prometheusPort}`, '--log.level=warn'],
      { name: 'Prometheus', ready: `http://127.0.0.1:${prometheusPort}/-/ready`, timeoutMs: 60_000 },
    ),
  );
});

after(async () => {
  for (const child of children) await child.stop();
  render?.stop();
  await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
  rmSync(work, { recursive: true, force: true });
});

test('promtool accepts the scrape configuration and the alert rules', () => {
  assert.match(promtool('check', 'config', CONFIG), /SUCCESS/);
  assert.match(promtool('check', 'rules', RULES), /SUCCESS: 7 rules found/);
});

test("Prometheus scrapes the render server's page counter, with its release label, and Caddy's request counter", async () => {
  const rendered = await until('the render server scraped', async () => {
    const series = await query('gx_render_requests_total{kind="render",remote="mfe_marketing"}');
    return series.length ? series : undefined;
  });
  assert.equal(rendered[0]?.metric['release'], 'none');
  assert.equal(rendered[0]?.metric['status'], '200');
  assert.equal(rendered[0]?.metric['job'], 'gx-render');

  const proxied = await until('Caddy scraped', async () => {
    const series = await query('sum by (job) (caddy_http_requests_total)');
    return series.length ? series : undefined;
  });
  assert.equal(proxied[0]?.metric['job'], 'gx-caddy');
  assert.ok(Number(proxied[0]?.value[1]) >= 1);

  // Every target answered its last scrape.
  const up = await query('up');
  assert.deepEqual(up.map((series) => [series.metric['job'], series.value[1]]).sort(), [
    ['gx-caddy', '1'],
    ['gx-render', '1'],
  ]);
});
