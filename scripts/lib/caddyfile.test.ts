// The proxy configuration run by Debian's Caddy, with stand-ins for the processes behind it: what
// reaches PocketBase from an address GX_PB_ADMIN_ALLOW names, and what does not from any other.
// 127.0.0.0/8 is all loopback on Linux, so each request picks its source address.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { caddyfile } from './caddyfile';
import { freePort } from './free-port';
import { loadSettings } from './settings';

const ALLOWED = '127.0.0.2';
const OUTSIDER = '127.0.0.3';

const work = mkdtempSync(join(tmpdir(), 'gx-caddy-test-'));
const caddyInstalled = spawnSync('sh', ['-c', 'command -v caddy']).status === 0;
let httpsPort = 0;
let stopCaddy: () => Promise<void> = async () => undefined;
const backends: Server[] = [];

/** A stand-in that names itself and the path it was asked for. */
async function standIn(name: string, port: number): Promise<void> {
  const server = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`${name} ${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  backends.push(server);
}

function send(method: string, path: string, from: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, method, path, localAddress: from, servername: 'gx.test', headers: { Host: `gx.test:${httpsPort}` }, rejectUnauthorized: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{"identity":"root@gx.test","password":"guess"}' : undefined);
  });
}

before(async () => {
  assert.ok(caddyInstalled, 'caddy is not installed (apt-get install -y caddy)');
  httpsPort = await freePort();
  // The render server and the four remotes take five ports in a row: a range unlikely to be in use.
  const renderPort = 20_000 + Math.floor(Math.random() * 20_000);
  const pocketbasePort = await freePort();
  const settings = loadSettings('production', {
    GX_SITE_URL: `https://gx.test:${httpsPort}`,
    GX_TLS: 'internal',
    GX_HTTPS_PORT: String(httpsPort),
    GX_HTTP_PORT: String(await freePort()),
    GX_RENDER_PORT: String(renderPort),
    GX_POCKETBASE_PORT: String(pocketbasePort),
    GX_HEALTH_PORT: String(await freePort()),
    GX_PB_ADMIN_ALLOW: ALLOWED,
    GX_CADDY_DIR: join(work, 'caddy'),
    GX_ADMIN_EMAIL: 'owner@gx.test',
    GX_ADMIN_PASSWORD: 'Owner#Secret-2026',
    GX_SUPERUSER_EMAIL: 'root@gx.test',
    GX_SUPERUSER_PASSWORD: 'Root#Secret-2026',
    GX_SMTP_URL: 'smtp://127.0.0.1:25?tls=off',
    GX_MAIL_FROM: 'no-reply@gx.test',
    GX_PREVIEW_SECRET: 'a-test-secret-of-at-least-32-characters-long',
  });
  await standIn('pocketbase', pocketbasePort);
  await standIn('render', renderPort);
  const config = join(work, 'Caddyfile');
  writeFileSync(config, caddyfile(settings));
  const caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { PATH: process.env['PATH'] ?? '', HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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

test('the superuser sign-in through the proxy answers 404 to an address GX_PB_ADMIN_ALLOW does not name', async () => {
  for (const path of ['/api/admins/auth-with-password', '/api/admins', '/api/admins/', '/API/admins/auth-with-password', '//api/admins/auth-with-password']) {
    const answer = await send('POST', path, OUTSIDER);
    assert.equal(answer.status, 404, `${path}: ${answer.body}`);
    assert.doesNotMatch(answer.body, /^pocketbase/, path);
  }
  assert.equal((await send('GET', '/_/', OUTSIDER)).status, 404);
});

test('an allowed address reaches the superuser API and the admin UI; everyone reaches the rest of the API', async () => {
  assert.deepEqual(await send('POST', '/api/admins/auth-with-password', ALLOWED), { status: 200, body: 'pocketbase POST /api/admins/auth-with-password' });
  assert.deepEqual(await send('GET', '/_/', ALLOWED), { status: 200, body: 'pocketbase GET /_/' });
  assert.deepEqual(await send('POST', '/api/collections/users/auth-with-password', OUTSIDER), {
    status: 200,
    body: 'pocketbase POST /api/collections/users/auth-with-password',
  });
  assert.deepEqual(await send('GET', '/gx-academy', OUTSIDER), { status: 200, body: 'render GET /gx-academy' });
});
