// The settings check (settings.ts) and what `npm run serve` does with a bad one:
// `pnpm --filter site test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseEnv } from 'node:util';
import { caddyfile } from './caddyfile';
import { fromRoot } from './paths';
import { childEnvironment, EXAMPLE_ENV_FILE, LOCAL_ADMIN, loadSettings, PROCESSES, readSource, runtimeConfig, SettingsError, settingsTable, variablesOf, type ProcessName } from './settings';
import { parseSmtpUrl } from './smtp-url';
import { processPorts, renderAddresses, renderInstance } from './serve-ports';
import { productionSettings } from './test-settings';

const production = productionSettings;

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadSettings('production', source);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

test('a complete production configuration loads, with the site origin as the one public address', () => {
  const settings = loadSettings('production', { ...production, GX_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1', GX_PB_ADMIN_ALLOW: '192.0.2.7' });
  assert.equal(settings.siteUrl, 'https://gx.example');
  assert.equal(settings.pocketbaseUrl, 'https://gx.example');
  assert.deepEqual(settings.trustedProxies, ['10.0.0.0/8', '2001:db8::1']);
  assert.deepEqual(settings.smtp, { host: 'mail.gx.example', port: 587, security: 'starttls', username: 'mailer', password: 'p@ss' });
  assert.equal(settings.httpPort, 80);
  assert.equal(settings.httpsPort, 443);
  assert.deepEqual(runtimeConfig(settings).remotes['mfe_marketing'], 'https://gx.example/remotes/marketing/mf-manifest.json');
});

test('production has no default secret: each missing setting is named', () => {
  const problems = problemsOf({ GX_SITE_URL: 'https://gx.example' });
  for (const name of ['GX_ADMIN_EMAIL', 'GX_ADMIN_PASSWORD', 'GX_SUPERUSER_EMAIL', 'GX_SUPERUSER_PASSWORD', 'GX_SMTP_URL', 'GX_MAIL_FROM', 'GX_PREVIEW_SECRET']) {
    assert.ok(problems.some((problem) => problem.startsWith(`${name} is missing`)), `${name} in ${problems.join(' | ')}`);
  }
  assert.ok(problemsOf({ ...production, GX_SITE_URL: '' }).some((problem) => problem.startsWith('GX_SITE_URL is missing')));
});

test("one visitor's share of the market-data provider's calls: a third by default, a fraction in (0, 1] otherwise", () => {
  const local = loadSettings('local', {});
  assert.equal(local.marketDataCallsPerVisitor, 10);
  assert.equal(loadSettings('local', { MARKET_DATA_VISITOR_SHARE: '0.1' }).marketDataCallsPerVisitor, 3);
  assert.equal(loadSettings('local', { MARKET_DATA_VISITOR_SHARE: '1/4', MARKET_DATA_CALLS_PER_MINUTE: '100' }).marketDataCallsPerVisitor, 25);
  assert.equal(loadSettings('local', { MARKET_DATA_VISITOR_SHARE: '1/100' }).marketDataCallsPerVisitor, 1);
  for (const share of ['0', '3/2', 'half', '-1/3', '1/0']) {
    assert.deepEqual(problemsOf({ ...production, MARKET_DATA_VISITOR_SHARE: share }), [
      `MARKET_DATA_VISITOR_SHARE=${share} must be a fraction above 0 and at most 1, e.g. 1/3 or 0.25`,
    ]);
  }
});

test('a preview secret too short to resist guessing, or a preview lifetime that is not whole seconds, is refused', () => {
  assert.deepEqual(problemsOf({ ...production, GX_PREVIEW_SECRET: 'short' }), ['GX_PREVIEW_SECRET is shorter than 32 characters: anyone could forge a preview']);
  assert.deepEqual(problemsOf({ ...production, GX_PREVIEW_TTL_S: '1.5' }), ['GX_PREVIEW_TTL_S must be a whole number of seconds, at least 60']);
  assert.equal(loadSettings('production', production).previewTtlS, 3600);
  assert.equal(loadSettings('production', { ...production, GX_PREVIEW_TTL_S: '600' }).previewTtlS, 600);
  // Locally there is no default in the settings: the generated .gx/preview-secret is used.
  assert.equal(loadSettings('local', {}).previewSecret, undefined);
});

test('the purge hook: off by default; in production a URL needs a token, and the token fits in a header', () => {
  assert.equal(loadSettings('production', production).cachePurge, undefined);
  const url = 'https://api.cloudflare.com/client/v4/zones/0123abcd/purge_cache';
  const token = 'cf-token-0123456789abcdefghij';
  assert.deepEqual(loadSettings('production', { ...production, GX_CACHE_PURGE_URL: url, GX_CACHE_PURGE_TOKEN: token }).cachePurge, { url, token });
  assert.deepEqual(problemsOf({ ...production, GX_CACHE_PURGE_URL: url }), [
    'GX_CACHE_PURGE_TOKEN is missing: GX_CACHE_PURGE_URL is set, and a purge hook open to anyone would let anyone empty the cache',
  ]);
  assert.deepEqual(problemsOf({ ...production, GX_CACHE_PURGE_URL: 'varnish:{tags}', GX_CACHE_PURGE_TOKEN: 'short "one"' }), [
    'GX_CACHE_PURGE_URL=varnish:{tags} is not an http(s) URL',
    'GX_CACHE_PURGE_TOKEN must be printable ASCII without spaces',
    'GX_CACHE_PURGE_TOKEN must not contain a double quote',
    'GX_CACHE_PURGE_TOKEN is shorter than 20 characters',
  ]);
  // Locally a token is optional (a test cache on loopback).
  assert.deepEqual(loadSettings('local', { GX_CACHE_PURGE_URL: 'http://127.0.0.1:6081/.gx/purge?tags={tags}' }).cachePurge, { url: 'http://127.0.0.1:6081/.gx/purge?tags={tags}' });
});

test('production refuses the published local passwords, plain http, a shared account and malformed values', () => {
  assert.deepEqual(problemsOf({ ...production, GX_ADMIN_PASSWORD: LOCAL_ADMIN.password }), ['GX_ADMIN_PASSWORD is the published local default: choose a secret one']);
  assert.deepEqual(problemsOf({ ...production, GX_SITE_URL: 'http://gx.example' }), ['GX_SITE_URL=http://gx.example must start with https:// in production']);
  assert.deepEqual(problemsOf({ ...production, GX_SUPERUSER_EMAIL: 'Owner@gx.example' }), [
    'GX_SUPERUSER_EMAIL must differ from GX_ADMIN_EMAIL: the superuser is a separate account',
  ]);
  assert.match(problemsOf({ ...production, GX_TRUSTED_PROXIES: '10.0.0.0/33' })[0]!, /^GX_TRUSTED_PROXIES: "10.0.0.0\/33" has a prefix length/);
  assert.match(problemsOf({ ...production, GX_PB_ADMIN_ALLOW: 'office' })[0]!, /^GX_PB_ADMIN_ALLOW: "office" is not an IP address/);
  assert.match(problemsOf({ ...production, GX_HTTPS_PORT: '70000' })[0]!, /^GX_HTTPS_PORT=70000 is not a port number/);
  assert.match(problemsOf({ ...production, GX_TLS: 'self-signed' })[0]!, /^GX_TLS=self-signed must be auto or internal/);
  assert.match(problemsOf({ ...production, GX_SMTP_URL: 'http://mail' })[0]!, /^GX_SMTP_URL: scheme http: is neither/);
  assert.match(problemsOf({ ...production, GX_SITE_URL: 'https://gx.example/site' })[0]!, /must be an origin only/);
});

test('render processes: one on loopback by default; more, other hosts and a bind address when set, each checked', () => {
  const single = loadSettings('production', production);
  assert.deepEqual([single.renderInstances, single.renderUpstreams, single.renderBind], [1, [], '127.0.0.1']);
  const several = loadSettings('production', { ...production, GX_RENDER_INSTANCES: '3', GX_RENDER_UPSTREAMS: '10.0.0.2:3000, Render-2.internal:3001 [fd00::5]:3000', GX_RENDER_BIND: '10.0.0.1' });
  assert.deepEqual(processPorts(several).render, [3000, 3001, 3002]);
  assert.deepEqual(renderAddresses(several), ['10.0.0.1:3000', '10.0.0.1:3001', '10.0.0.1:3002']);
  assert.deepEqual(several.renderUpstreams, ['10.0.0.2:3000', 'render-2.internal:3001', '[fd00::5]:3000']);
  assert.deepEqual(renderAddresses(loadSettings('production', { ...production, GX_RENDER_BIND: '::' })), ['[::1]:3000']);
  assert.match(problemsOf({ ...production, GX_RENDER_INSTANCES: '0' })[0]!, /^GX_RENDER_INSTANCES=0 must be a whole number from 1 to 16/);
  assert.match(problemsOf({ ...production, GX_RENDER_INSTANCES: '17' })[0]!, /^GX_RENDER_INSTANCES=17 must be/);
  assert.match(problemsOf({ ...production, GX_RENDER_UPSTREAMS: '10.0.0.2' })[0]!, /^GX_RENDER_UPSTREAMS: "10.0.0.2" is not host:port/);
  assert.match(problemsOf({ ...production, GX_RENDER_UPSTREAMS: 'fd00::5:3000' })[0]!, /^GX_RENDER_UPSTREAMS: "fd00::5:3000" is not host:port \(an IPv6 address in brackets/);
  assert.match(problemsOf({ ...production, GX_RENDER_UPSTREAMS: 'render:0' })[0]!, /^GX_RENDER_UPSTREAMS: "render:0" has a port outside/);
  assert.match(problemsOf({ ...production, GX_RENDER_BIND: 'localhost' })[0]!, /^GX_RENDER_BIND=localhost is not an IP address/);
  assert.throws(() => renderInstance(several, '3'), /GX_RENDER_INSTANCES=3 runs instances 0 to 2/);
  assert.equal(renderInstance(several, '2'), 2);
});

test('production refuses the placeholders of deploy/site.env.example, naming each setting', () => {
  const example = parseEnv(readFileSync(EXAMPLE_ENV_FILE, 'utf8'));
  // The example file as copied, with no value changed.
  assert.deepEqual(problemsOf({ ...production, ...(example as Record<string, string>) }), [
    'GX_ADMIN_PASSWORD is the placeholder of deploy/site.env.example: choose a secret one',
    'GX_SUPERUSER_PASSWORD is the placeholder of deploy/site.env.example: choose a secret one',
    "GX_SMTP_URL has the placeholder password of deploy/site.env.example: write the mail account's own",
  ]);
  // One placeholder left among real values is enough to refuse the start.
  assert.deepEqual(problemsOf({ ...production, GX_SUPERUSER_PASSWORD: example['GX_SUPERUSER_PASSWORD']! }), [
    'GX_SUPERUSER_PASSWORD is the placeholder of deploy/site.env.example: choose a secret one',
  ]);
  assert.deepEqual(problemsOf({ ...production, GX_SMTP_URL: 'smtps://mailer:password@smtp.gx.example' }), [
    "GX_SMTP_URL has the placeholder password of deploy/site.env.example: write the mail account's own",
  ]);
  // The local profile is not production: it never reads the example.
  assert.doesNotThrow(() => loadSettings('local', { GX_ADMIN_PASSWORD: example['GX_ADMIN_PASSWORD']! }));
});

test('the site server, the signer and Caddy get no password: only the settings their process reads', () => {
  const settings = loadSettings('production', production);
  const env = childEnvironment({ PATH: '/usr/bin', GX_ENV_FILE: '/etc/gx/site.env', ...production, MARKET_DATA_API_KEY: 'cg-key-123' });
  assert.deepEqual(env, { PATH: '/usr/bin' });
  for (const process of ['site', 'signer', 'caddy'] as const) {
    for (const secret of ['GX_ADMIN_PASSWORD', 'GX_SUPERUSER_PASSWORD', 'GX_SMTP_URL', 'MARKET_DATA_API_KEY']) assert.ok(!variablesOf(process).includes(secret), `${process} reads ${secret}`);
  }
  // The site server loads with what it reads alone: no password is needed to start it.
  const { GX_ADMIN_PASSWORD: _a, GX_SUPERUSER_PASSWORD: _s, GX_SMTP_URL: _m, ...withoutPasswords } = production;
  assert.equal(loadSettings('production', withoutPasswords, 'site').siteUrl, 'https://gx.example');
  assert.equal(runtimeConfig(settings).siteUrl, 'https://gx.example');
});

test('the local profile keeps today\'s defaults: localhost:3000, MailDev, the printed accounts', () => {
  const settings = loadSettings('local', {});
  assert.equal(settings.siteUrl, 'http://localhost:3000');
  assert.equal(settings.smtp, undefined);
  assert.equal(settings.admin.email, LOCAL_ADMIN.email);
  assert.notEqual(settings.superuser.email, settings.admin.email);
});

test('GX_SMTP_URL: STARTTLS by default, smtps for TLS from the first byte, ?tls=off only when asked', () => {
  assert.equal(parseSmtpUrl('smtp://mail.example').security, 'starttls');
  assert.equal(parseSmtpUrl('smtp://mail.example').port, 587);
  assert.deepEqual(parseSmtpUrl('smtps://u:p@mail.example'), { host: 'mail.example', port: 465, security: 'tls', username: 'u', password: 'p' });
  assert.equal(parseSmtpUrl('smtp://relay:25?tls=off').security, 'off');
  assert.throws(() => parseSmtpUrl('smtps://mail.example?tls=off'), /cannot have \?tls=off/);
  assert.throws(() => parseSmtpUrl('smtp://mail.example?tls=on'), /the only option is \?tls=off/);
});

test('GX_ENV_FILE is read under the environment, which wins', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gx-settings-'));
  const file = join(dir, 'site.env');
  writeFileSync(file, 'GX_SITE_URL=https://from-file.example\nGX_ADMIN_PASSWORD="with#hash-kept"\nGX_MAIL_FROM=file@gx.example\n');
  const source = readSource({ GX_ENV_FILE: file, GX_MAIL_FROM: 'env@gx.example' });
  assert.equal(source['GX_SITE_URL'], 'https://from-file.example');
  assert.equal(source['GX_ADMIN_PASSWORD'], 'with#hash-kept');
  assert.equal(source['GX_MAIL_FROM'], 'env@gx.example');
  assert.throws(() => readSource({ GX_ENV_FILE: join(dir, 'missing.env') }), /GX_ENV_FILE: cannot read/);
});

test('the proxy configuration: one origin, HSTS a year with a public certificate, the redirect keeping the port, /_/ closed', () => {
  const text = caddyfile(loadSettings('production', { ...production, GX_SITE_URL: 'https://gx.example:8443', GX_HTTP_PORT: '8080', GX_HTTPS_PORT: '8443' }));
  assert.match(text, /^gx\.example:8443 \{$/m);
  assert.match(text, /Strict-Transport-Security "max-age=31536000"/);
  assert.match(text, /^http:\/\/:8080 \{\n\tredir https:\/\/gx\.example:8443\{uri\} 308$/m);
  assert.match(text, /handle @pocketbaseAdmin \{\n\t\trespond "Not found" 404\n\t\}/);
  assert.match(text, /\?Content-Security-Policy "default-src 'self'; script-src 'self' https:\/\/gx\.example:8443 /);
  assert.doesNotMatch(text, /tls internal/);
  const allowed = caddyfile(loadSettings('production', { ...production, GX_TLS: 'internal', GX_PB_ADMIN_ALLOW: '192.0.2.0/24' }));
  assert.match(allowed, /@allowed remote_ip 192\.0\.2\.0\/24\n\t\thandle @allowed \{\n\t\t\treverse_proxy 127\.0\.0\.1:8090 \{\n\t\t\t\timport upstream\n/);
  assert.match(allowed, /\ttls internal/);
  assert.match(allowed, /max-age=86400/);
});

test('npm run serve refuses to start with a missing or default secret, naming the setting, and prints no password', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', fromRoot('site', 'src', 'main.ts'), 'serve'], {
      cwd: fromRoot(),
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  const missing = run({ ...production, GX_SUPERUSER_PASSWORD: '' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /GX_SUPERUSER_PASSWORD is missing/);
  const published = run({ ...production, GX_ADMIN_PASSWORD: LOCAL_ADMIN.password });
  assert.equal(published.status, 2);
  assert.match(published.stderr, /GX_ADMIN_PASSWORD is the published local default/);
  for (const output of [missing.stdout, missing.stderr, published.stdout, published.stderr]) {
    assert.ok(!output.includes(production.GX_ADMIN_PASSWORD) && !output.includes(LOCAL_ADMIN.password), 'a password in the output');
  }
});

/** For each process, one setting it reads and a value that setting refuses (with the name in the message). */
const BAD_VALUE: Record<ProcessName, [string, string]> = {
  pocketbase: ['MARKET_DATA_CALLS_PER_MINUTE', 'many'],
  signer: ['GX_POCKETBASE_PORT', '70000'],
  site: ['GX_REMOTE_POLL_MS', '10'],
  caddy: ['GX_TLS', 'sometimes'],
  release: ['GX_RELEASE_KEEP', '0'],
};

test('a setting with a bad value is refused by name, in both profiles, for every process', () => {
  for (const process of PROCESSES) {
    const [name, value] = BAD_VALUE[process];
    assert.ok(variablesOf(process).includes(name), `${process} reads ${name}`);
    for (const profile of ['local', 'production'] as const) {
      const source = { ...(profile === 'production' ? production : {}), [name]: value };
      assert.throws(
        () => loadSettings(profile, source, process),
        (error: unknown) => error instanceof SettingsError && error.problems.some((problem) => problem.startsWith(name)),
        `${profile} ${process}: ${name}=${value}`,
      );
      // The same value where the process does not read it stops nothing of that process.
      const other = PROCESSES.find((candidate) => !variablesOf(candidate).includes(name));
      if (other) assert.doesNotThrow(() => loadSettings(profile, source, other), `${other} does not read ${name}`);
    }
  }
});

test("each production process's start step refuses a bad setting by name, before it starts anything", () => {
  const steps: Record<Exclude<ProcessName, 'release'>, string> = { pocketbase: 'pocketbase-prepare', signer: 'signer', site: 'site', caddy: 'caddy-prepare' };
  for (const [process, step] of Object.entries(steps) as Array<[ProcessName, string]>) {
    const [name, value] = BAD_VALUE[process];
    const started = spawnSync(globalThis.process.execPath, ['--import', 'tsx', fromRoot('site', 'src', 'main.ts'), step], {
      cwd: fromRoot(),
      env: { PATH: globalThis.process.env['PATH'] ?? '', ...production, [name]: value },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(started.status, 2, `${step}: ${started.stderr}`);
    assert.match(started.stderr, new RegExp(`^  - ${name}`, 'm'), step);
  }
});

test("the settings table of docs/operations.md is the one the schema writes", () => {
  const readme = readFileSync(fromRoot('docs', 'operations.md'), 'utf8');
  assert.ok(readme.includes(settingsTable()), 'docs/operations.md, "Settings": replace the table with the output of `node --import tsx site/src/main.ts settings-table`');
});
