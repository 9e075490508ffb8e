// The systemd units of production and the foreground runner: `pnpm --filter site test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fromRoot } from './paths';
import { variablesOf } from './settings';
import { readUnits, UNITS_DIR } from './units';
import { productionSettings } from './test-settings';

const unitFiles = readdirSync(UNITS_DIR).filter((file) => /\.(service|target|timer)$/.test(file));
const serverUnits = ['gx-signer.service', 'gx-pocketbase.service', 'gx-caddy.service', 'gx-site@.service'];
const text = (file: string) => readFileSync(join(UNITS_DIR, file), 'utf8');
/** The values of a directive, read straight from the file (not through units.ts). */
const directive = (file: string, key: string) => [...text(file).matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]!.trim());

const production = {
  ...productionSettings,
  GX_CADDY_DIR: '/var/lib/gx/caddy',
  GX_RUN_DIR: '/var/lib/gx/run',
};

test('systemd-analyze verify passes on every unit in deploy/systemd/', () => {
  const verify = spawnSync('systemd-analyze', ['verify', ...unitFiles.map((file) => join(UNITS_DIR, file))], { encoding: 'utf8' });
  assert.equal(verify.error, undefined, 'systemd-analyze is not installed (Debian: systemd)');
  assert.equal(verify.status, 0, verify.stderr);
  assert.equal(verify.stderr.trim(), '', verify.stderr);
});

test('one unit per server process, grouped under gx.target, each restarted by systemd within a start-rate limit and confined', () => {
  for (const file of serverUnits) {
    assert.ok(unitFiles.includes(file), file);
    assert.deepEqual(directive(file, 'Restart'), ['on-failure'], file);
    assert.ok(Number(directive(file, 'StartLimitBurst')[0]) > 0 && Number(directive(file, 'StartLimitIntervalSec')[0]) > 0, `${file}: a start-rate limit`);
    assert.deepEqual(directive(file, 'PartOf'), ['gx.target'], file);
    assert.deepEqual(directive(file, 'WantedBy'), ['gx.target'], file);
    assert.match(directive(file, 'MemoryMax')[0] ?? '', /^\d+[MG]$/, `${file}: a memory limit`);
    for (const [key, value] of [['NoNewPrivileges', 'true'], ['PrivateTmp', 'true'], ['ProtectSystem', 'strict'], ['StandardOutput', 'journal']]) {
      assert.deepEqual(directive(file, key!), [value], `${file}: ${key}`);
    }
    // Readiness: a unit counts as started only once its process answers.
    assert.ok(directive(file, 'ExecStartPost').length > 0, `${file}: an ExecStartPost that waits for it to answer`);
  }
  // The first site server; the others are enabled beside it (`systemctl enable gx-site@1.service`).
  assert.deepEqual(directive('gx.target', 'Wants')[0]?.split(/\s+/).sort(), serverUnits.map((unit) => unit.replace('@.', '@0.')).sort());
  // Only where data is written.
  assert.deepEqual(directive('gx-site@.service', 'ReadWritePaths'), []);
  assert.deepEqual(directive('gx-pocketbase.service', 'ReadWritePaths'), ['/var/lib/gx/pb_data']);
});

test('PocketBase starts after the signer, Caddy after PocketBase (the first admin exists), the site after both', () => {
  assert.deepEqual(readUnits().map((unit) => unit.name), ['gx-signer.service', 'gx-pocketbase.service', 'gx-caddy.service', 'gx-site@.service']);
  assert.match(directive('gx-pocketbase.service', 'Requires')[0] ?? '', /gx-signer\.service/);
  assert.match(directive('gx-caddy.service', 'Requires')[0] ?? '', /gx-pocketbase\.service/);
  assert.match(directive('gx-pocketbase.service', 'ExecStartPost')[0] ?? '', /pocketbase-ready$/);
});

test('the secrets are only in the units whose process reads them', () => {
  const secrets = ['GX_ADMIN_PASSWORD', 'GX_SUPERUSER_PASSWORD', 'GX_SMTP_URL', 'MARKET_DATA_API_KEY', 'GX_PREVIEW_SECRET'];
  const readers = Object.fromEntries(secrets.map((name) => [name, readUnits().filter((unit) => variablesOf(unit.process).includes(name)).map((unit) => unit.name)]));
  assert.deepEqual(readers, {
    GX_ADMIN_PASSWORD: ['gx-pocketbase.service'],
    GX_SUPERUSER_PASSWORD: ['gx-pocketbase.service'],
    GX_SMTP_URL: ['gx-pocketbase.service'],
    MARKET_DATA_API_KEY: ['gx-pocketbase.service'],
    GX_PREVIEW_SECRET: ['gx-site@.service'],
  });
  assert.deepEqual(directive('gx-pocketbase.service', 'EnvironmentFile'), ['/etc/gx/site.env', '/etc/gx/pocketbase.env']);
  assert.deepEqual(directive('gx-site@.service', 'EnvironmentFile'), ['/etc/gx/site.env', '/etc/gx/preview.env']);
  for (const file of ['gx-signer.service', 'gx-caddy.service']) assert.deepEqual(directive(file, 'EnvironmentFile'), ['/etc/gx/site.env'], file);
});

for (const instances of [1, 3]) {
  test(`\`npm run serve\` starts exactly the commands the units start, in their order (GX_RENDER_INSTANCES=${instances})`, () => {
    const settings = { ...production, GX_RENDER_INSTANCES: String(instances) };
    const printed = spawnSync(process.execPath, ['--import', 'tsx', fromRoot('site', 'src', 'main.ts'), 'serve', '--print-commands'], {
      cwd: fromRoot(),
      env: { PATH: process.env['PATH'] ?? '', ...settings },
      encoding: 'utf8',
    });
    assert.equal(printed.status, 0, printed.stderr);
    const expand = (line: string, instance: string) =>
      line.replace(/\$\{(\w+)\}/g, (_, name: string) => settings[name as keyof typeof settings]).replaceAll('%i', instance);
    const fromUnits = serverUnits.flatMap((file) =>
      // A template unit once per instance, as `systemctl enable gx-site@0.service gx-site@1.service …` runs it.
      (file.endsWith('@.service') ? Array.from({ length: instances }, (_, n) => String(n)) : ['']).flatMap((instance) => {
        const name = file.replace('@.', `@${instance}.`);
        return [
          ...directive(file, 'ExecStartPre').map((line) => `${name} pre: ${expand(line, instance)}`),
          ...directive(file, 'ExecStart').map((line) => `${name} start: ${expand(line, instance)}`),
          ...directive(file, 'ExecStartPost').map((line) => `${name} post: ${expand(line, instance)}`),
        ];
      }),
    );
    assert.deepEqual(printed.stdout.trim().split('\n'), fromUnits);
    assert.equal(fromUnits.filter((line) => / start: .*gx\.js site \d$/.test(line)).length, instances);
    // Every server process runs the built program, never a TypeScript loader or a package manager.
    for (const line of fromUnits) assert.doesNotMatch(line, /tsx|npm|pnpm|npx/, line);
  });
}
