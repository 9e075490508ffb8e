// The proxy configuration run by Debian's Caddy, with stand-ins for the processes behind it: what
// reaches PocketBase from an address GX_PB_ADMIN_ALLOW names, and what does not from any other;
// which visitor the render server sees behind a proxy GX_TRUSTED_PROXIES names, and behind none.
// 127.0.0.0/8 is all loopback on Linux, so each request picks its source address.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { trustedProxies, visitorAddress } from 'render-server/visitor';
import { caddyfile } from './caddyfile';
import { freePort } from 'gx-pocketbase';
import { loadSettings } from './settings';

const ALLOWED = '127.0.0.2';
const OUTSIDER = '127.0.0.3';
/** A load balancer in front of the host, as GX_TRUSTED_PROXIES names it. */
const BALANCER = '127.0.0.4';

const work = mkdtempSync(join(tmpdir(), 'gx-caddy-test-'));
const caddyInstalled = spawnSync('sh', ['-c', 'command -v caddy']).status === 0;
let httpsPort = 0;
let stopCaddy: () => Promise<void> = async () => undefined;
const backends: Server[] = [];

/** Every production setting that shapes the Caddyfile, set. */
const everySetting = {
  GX_TLS: 'internal',
  GX_PB_ADMIN_ALLOW: `${ALLOWED}, 192.0.2.0/24, 2001:db8::7`,
  GX_TRUSTED_PROXIES: `${BALANCER}, 10.0.0.0/8, 2001:db8:1::/48`,
  GX_ADMIN_EMAIL: 'owner@gx.test',
  GX_ADMIN_PASSWORD: 'Owner#Secret-2026',
  GX_SUPERUSER_EMAIL: 'root@gx.test',
  GX_SUPERUSER_PASSWORD: 'Root#Secret-2026',
  GX_SMTP_URL: 'smtp://127.0.0.1:25?tls=off',
  GX_MAIL_FROM: 'no-reply@gx.test',
  GX_PREVIEW_SECRET: 'a-test-secret-of-at-least-32-characters-long',
  GX_CADDY_DIR: join(work, 'caddy'),
  GX_RUN_DIR: join(work, 'run'),
  GX_DATA_DIR: join(work, 'pb_data'),
  GX_RELEASE_CHANNEL: 'staging',
  GX_REMOTE_POLL_MS: '2000',
  GX_RELEASE_DIR: join(work, 'releases'),
  GX_APPS_DIR: join(work, 'apps'),
};

/** A script's text, its precompressed copies beside it (as the build writes them), each telling which it is. */
function writeFiles(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(`${text} /* br */`));
  writeFileSync(`${path}.gz`, gzipSync(`${text} /* gz */`));
}

const RELEASE = 'exchange/3f9c2a71b0de';
/** The shell's folder, a remote's deployed folder and a release store, as the build, prepare and a deploy leave them. */
function writeSiteFiles(): void {
  writeFiles(join(work, 'run', 'shell', 'main.0123abcd89.js'), 'console.log("shell")');
  writeFileSync(join(work, 'run', 'shell', 'runtime-config.json'), '{}');
  writeFiles(join(work, 'apps', 'mfe-exchange', 'dist', 'remoteEntry.js'), 'var exchange');
  writeFiles(join(work, 'releases', RELEASE, 'remoteEntry.js'), 'var release');
  writeFileSync(join(work, 'releases', RELEASE, 'release.json'), '{"by":"someone@gx.test"}');
  mkdirSync(join(work, 'releases', 'channels'), { recursive: true });
  writeFileSync(join(work, 'releases', 'channels', 'staging.json'), '{"revision":1}');
  writeFileSync(join(work, 'releases', 'history.jsonl'), '{"who":"someone@gx.test"}\n');
  writeFileSync(join(work, 'releases', '.lock'), '');
  mkdirSync(join(work, 'pb_data-signer'), { recursive: true });
  writeFileSync(join(work, 'pb_data-signer', 'did.json'), '{"id":"did:web:gx.test"}');
}

interface FileAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET through Caddy, decoded as the browser would (br, gzip or none). */
function fetchFile(path: string, encoding?: string): Promise<FileAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, path, servername: 'gx.test', headers: { Host: `gx.test:${httpsPort}`, ...(encoding ? { 'Accept-Encoding': encoding } : {}) }, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const body = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Caddy's environment: its state in the test's folder, nothing of the caller's. */
const caddyEnv = { PATH: process.env['PATH'] ?? '', HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work };

/**
 * A stand-in that names itself, the path it was asked for, and the visitor it sees as the render
 * server and PocketBase do: trusting the proxy on loopback and GX_TRUSTED_PROXIES (as the start steps
 * configures them).
 */
async function standIn(name: string, port: number, options: { cuts?: boolean } = {}): Promise<void> {
  const proxies = trustedProxies({ GX_TRUSTED_PROXIES: ['127.0.0.1', '::1', everySetting.GX_TRUSTED_PROXIES].join(',') });
  const server = createServer((req, res) => {
    // A process killed with the request under way: the connection ends with no answer.
    if (options.cuts && req.url?.startsWith('/cut')) {
      cut.push(`${req.method} ${req.url}`);
      return void req.socket.destroy();
    }
    res
      .writeHead(200, { 'Content-Type': 'text/plain', 'X-Visitor': visitorAddress(req, proxies), 'X-Seen-Forwarded-For': String(req.headers['x-forwarded-for'] ?? '') })
      .end(`${name} ${req.method} ${req.url}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  backends.push(server);
}

interface Answer {
  status: number;
  body: string;
  visitor?: string;
  forwardedFor?: string;
}

function send(method: string, path: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path,
        localAddress: from,
        servername: 'gx.test',
        headers: { Host: `gx.test:${httpsPort}`, ...headers },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const answer: Answer = { status: res.statusCode ?? 0, body };
          if (res.headers['x-visitor'] !== undefined) answer.visitor = String(res.headers['x-visitor']);
          if (res.headers['x-seen-forwarded-for'] !== undefined) answer.forwardedFor = String(res.headers['x-seen-forwarded-for']);
          resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{"identity":"root@gx.test","password":"guess"}' : undefined);
  });
}

/** Every reverse_proxy handler of Caddy's JSON configuration. */
function reverseProxies(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(reverseProxies);
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  return [...(object['handler'] === 'reverse_proxy' ? [object] : []), ...Object.values(object).flatMap(reverseProxies)];
}

const bodyOf = ({ status, body }: Answer) => ({ status, body });
let deadUpstream = '';
/** The requests the cutting stand-in received and dropped. */
const cut: string[] = [];
let renderPorts: number[] = [];

before(async () => {
  assert.ok(caddyInstalled, 'caddy is not installed (apt-get install -y caddy)');
  httpsPort = await freePort();
  // Two site servers on two ports in a row: a range unlikely to be in use.
  const renderPort = 20_000 + Math.floor(Math.random() * 20_000);
  const pocketbasePort = await freePort();
  // A site server of another host that is down: no request may fail for it.
  deadUpstream = `127.0.0.1:${await freePort()}`;
  const settings = loadSettings('production', {
    ...everySetting,
    GX_SITE_URL: `https://gx.test:${httpsPort}`,
    GX_HTTPS_PORT: String(httpsPort),
    GX_HTTP_PORT: String(await freePort()),
    GX_RENDER_PORT: String(renderPort),
    GX_RENDER_INSTANCES: '2',
    GX_RENDER_UPSTREAMS: deadUpstream,
    GX_POCKETBASE_PORT: String(pocketbasePort),
    GX_HEALTH_PORT: String(await freePort()),
  });
  writeSiteFiles();
  await standIn('pocketbase', pocketbasePort);
  await standIn('render', renderPort);
  await standIn('render', renderPort + 1, { cuts: true });
  renderPorts = [renderPort, renderPort + 1];
  const config = join(work, 'Caddyfile');
  writeFileSync(config, caddyfile(settings));
  const caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { env: caddyEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  caddy.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  stopCaddy = () =>
    new Promise((resolve) => {
      if (caddy.exitCode !== null) return resolve();
      caddy.once('exit', () => resolve());
      caddy.kill('SIGTERM');
    });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await send('GET', '/', OUTSIDER)).status === 200) break;
    } catch {
      // not listening yet, or its certificate not issued yet
    }
    assert.ok(caddy.exitCode === null && Date.now() < deadline, `caddy did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

after(async () => {
  await stopCaddy();
  await Promise.all(backends.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(work, { recursive: true, force: true });
});

test('Caddy accepts the Caddyfile with none of the optional settings', () => {
  const { GX_PB_ADMIN_ALLOW: _allow, GX_TRUSTED_PROXIES: _proxies, GX_TLS: _tls, ...required } = everySetting;
  const config = join(work, 'Caddyfile.minimal');
  writeFileSync(config, caddyfile(loadSettings('production', { ...required, GX_SITE_URL: 'https://gx.example' })));
  const check = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', config], { env: caddyEnv, encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  const adapted = spawnSync('caddy', ['adapt', '--adapter', 'caddyfile', '--config', config], { env: caddyEnv, encoding: 'utf8' });
  for (const proxy of reverseProxies(JSON.parse(adapted.stdout))) assert.equal(proxy['trusted_proxies'], undefined);
});

test("pages and readiness are balanced over every site server, this host's and GX_RENDER_UPSTREAMS, with health checks and retries", () => {
  const adapted = spawnSync('caddy', ['adapt', '--adapter', 'caddyfile', '--config', join(work, 'Caddyfile')], { env: caddyEnv, encoding: 'utf8' });
  assert.equal(adapted.status, 0, adapted.stderr);
  const pages = reverseProxies(JSON.parse(adapted.stdout)).filter((proxy) =>
    (proxy['upstreams'] as Array<{ dial: string }>).some((upstream) => upstream.dial === `127.0.0.1:${renderPorts[0]}`),
  );
  // The public site's pages and /healthz/ready, and the loopback health address's /healthz/ready.
  assert.equal(pages.length, 3);
  for (const proxy of pages) {
    assert.deepEqual((proxy['upstreams'] as Array<{ dial: string }>).map((upstream) => upstream.dial), [...renderPorts.map((port) => `127.0.0.1:${port}`), deadUpstream]);
    assert.deepEqual(proxy['health_checks'], {
      active: { uri: '/healthz/live', interval: 1e9, timeout: 2e9, expect_status: 200 },
      passive: { fail_duration: 1e10, max_fails: 3, unhealthy_status: [500, 502, 504] },
    });
    assert.deepEqual(proxy['load_balancing'], { selection_policy: { policy: 'least_conn' }, try_duration: 5e9, try_interval: 1e8 });
  }
});

test('a site server that is down loses no request: 30 pages in a row all answer from the ones up', async () => {
  const answers = [];
  for (let n = 0; n < 30; n += 1) answers.push(bodyOf(await send('GET', `/gx-academy?n=${n}`, OUTSIDER)));
  assert.deepEqual(answers, Array.from({ length: 30 }, (_, n) => ({ status: 200, body: `render GET /gx-academy?n=${n}` })));
});

test('a page request cut off by a site server that dies under it is sent again to another: the visitor gets the page', async () => {
  const answers = [];
  for (let n = 0; n < 20; n += 1) answers.push(bodyOf(await send('GET', `/cut?n=${n}`, OUTSIDER)));
  assert.deepEqual(answers, Array.from({ length: 20 }, (_, n) => ({ status: 200, body: `render GET /cut?n=${n}` })));
  // Some went to the one that cuts first (least_conn spreads them): those were retried.
  assert.ok(cut.length > 0, 'no request reached the stand-in that cuts');
});

test('Caddy accepts the Caddyfile with every setting set, with a public certificate and with its own CA', () => {
  for (const tls of ['auto', 'internal']) {
    const settings = loadSettings('production', {
      ...everySetting,
      GX_TLS: tls,
      GX_SITE_URL: 'https://gx.example:8443',
      GX_HTTPS_PORT: '8443',
      GX_HTTP_PORT: '8080',
      GX_RENDER_PORT: '3100',
      GX_POCKETBASE_PORT: '8190',
      GX_HEALTH_PORT: '3190',
    });
    const config = join(work, `Caddyfile.${tls}`);
    writeFileSync(config, caddyfile(settings));
    const check = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', config], { env: caddyEnv, encoding: 'utf8' });
    assert.equal(check.status, 0, `GX_TLS=${tls}: ${check.stderr}`);
    const adapted = spawnSync('caddy', ['adapt', '--adapter', 'caddyfile', '--config', config], { env: caddyEnv, encoding: 'utf8' });
    assert.equal(adapted.status, 0, adapted.stderr);
    // Every proxy route carries the trusted list, or an address would be believed on one route and not another.
    const proxies = reverseProxies(JSON.parse(adapted.stdout));
    assert.equal(proxies.length, 5, "readiness (public and loopback), admin, API, pages: every file is Caddy's own");
    for (const proxy of proxies) assert.deepEqual(proxy['trusted_proxies'], ['127.0.0.4', '10.0.0.0/8', '2001:db8:1::/48']);
  }
});

test('the superuser sign-in through the proxy answers 404 to an address GX_PB_ADMIN_ALLOW does not name', async () => {
  for (const path of ['/api/admins/auth-with-password', '/api/admins', '/api/admins/', '/API/admins/auth-with-password', '//api/admins/auth-with-password']) {
    const answer = await send('POST', path, OUTSIDER);
    assert.equal(answer.status, 404, `${path}: ${answer.body}`);
    assert.doesNotMatch(answer.body, /^pocketbase/, path);
  }
  assert.equal((await send('GET', '/_/', OUTSIDER)).status, 404);
  // Through the trusted balancer, a forwarded allowed address does not open it: the list is of peers.
  assert.equal((await send('GET', '/_/', BALANCER, { 'X-Forwarded-For': ALLOWED })).status, 404);
});

test('an allowed address reaches the superuser API and the admin UI; everyone reaches the rest of the API', async () => {
  assert.deepEqual(bodyOf(await send('POST', '/api/admins/auth-with-password', ALLOWED)), { status: 200, body: 'pocketbase POST /api/admins/auth-with-password' });
  assert.deepEqual(bodyOf(await send('GET', '/_/', ALLOWED)), { status: 200, body: 'pocketbase GET /_/' });
  assert.deepEqual(bodyOf(await send('POST', '/api/collections/users/auth-with-password', OUTSIDER)), {
    status: 200,
    body: 'pocketbase POST /api/collections/users/auth-with-password',
  });
  assert.deepEqual(bodyOf(await send('GET', '/gx-academy', OUTSIDER)), { status: 200, body: 'render GET /gx-academy' });
});

test('behind a trusted proxy the visitor is the rightmost untrusted X-Forwarded-For address, on pages and the API', async () => {
  for (const path of ['/gx-exchange', '/api/gx/market/coins']) {
    const answer = await send('GET', path, BALANCER, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' });
    assert.equal(answer.status, 200, path);
    assert.equal(answer.forwardedFor, `198.51.100.1, 203.0.113.9, ${BALANCER}`, path);
    assert.equal(answer.visitor, '203.0.113.9', path);
  }
  // A chain of trusted proxies is walked past, right to left.
  assert.equal((await send('GET', '/', BALANCER, { 'X-Forwarded-For': '203.0.113.9, 10.1.2.3' })).visitor, '203.0.113.9');
});

test('from anyone else the X-Forwarded-For a client wrote is dropped: the visitor is its own address', async () => {
  for (const path of ['/gx-exchange', '/api/gx/market/coins']) {
    const answer = await send('GET', path, OUTSIDER, { 'X-Forwarded-For': '203.0.113.9' });
    assert.equal(answer.forwardedFor, OUTSIDER, path);
    assert.equal(answer.visitor, OUTSIDER, path);
  }
  // Naming a trusted proxy in the header does not make the caller one.
  assert.equal((await send('GET', '/', OUTSIDER, { 'X-Forwarded-For': `203.0.113.9, ${BALANCER}` })).visitor, OUTSIDER);
});

test('Caddy serves the files itself: a hashed script and a release file for a year, precompressed for br and gzip', async () => {
  const immutable = 'public, max-age=31536000, immutable';
  for (const [path, text] of [['/main.0123abcd89.js', 'console.log("shell")'], [`/releases/${RELEASE}/remoteEntry.js`, 'var release']] as const) {
    const br = await fetchFile(path, 'br');
    assert.equal(br.status, 200, path);
    assert.equal(br.headers['cache-control'], immutable, path);
    assert.equal(br.headers['content-encoding'], 'br', path);
    assert.equal(br.body, `${text} /* br */`, `${path}: the build's .br file`);
    assert.match(String(br.headers['vary']), /Accept-Encoding/, path);
    const gzip = await fetchFile(path, 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip', path);
    assert.equal(gzip.body, `${text} /* gz */`, `${path}: the build's .gz file`);
    const plain = await fetchFile(path);
    assert.equal(plain.headers['content-encoding'], undefined, path);
    assert.equal(plain.body, text, path);
    // The security headers are on files too.
    assert.equal(plain.headers['x-content-type-options'], 'nosniff', path);
  }
});

test("a channel's pointer and a file whose name stays across builds are revalidated on every load", async () => {
  for (const path of ['/releases/channels/staging.json', '/remotes/exchange/remoteEntry.js', '/runtime-config.json']) {
    const answer = await fetchFile(path, 'br');
    assert.equal(answer.status, 200, path);
    assert.equal(answer.headers['cache-control'], 'no-cache', path);
  }
});

test("the store's history, release records, dotfiles and anything outside a release answer 404", async () => {
  for (const path of ['/releases/history.jsonl', `/releases/${RELEASE}/release.json`, '/releases/.lock', '/releases/exchange/', '/releases/channels/../history.jsonl', '/releases/']) {
    const answer = await fetchFile(path);
    assert.equal(answer.status, 404, path);
    assert.doesNotMatch(answer.body, /someone@gx\.test/, path);
  }
});

test("the issuer's DID document is the signer's file, readable from any site, revalidated", async () => {
  const answer = await fetchFile('/.well-known/did.json');
  assert.equal(answer.status, 200);
  assert.equal(answer.body, '{"id":"did:web:gx.test"}');
  assert.match(String(answer.headers['content-type']), /^application\/did\+json/);
  assert.equal(answer.headers['access-control-allow-origin'], '*');
  assert.equal(answer.headers['cache-control'], 'no-cache');
});
