/**
 * The production layout for the HTTPS journeys: `npm run release -- deploy`, then `npm run serve` for the test
 * domain gx.test on high ports, with Caddy's internal CA, a fresh data directory, the market-data
 * fixture and a MailDev of its own as the "real" SMTP server. None of its ports are the local
 * system's (3000-3004, 8090, 8091, 1025, 1080, 3999), so it never meets the journeys of
 * playwright.config.ts. Everything serve prints goes to production.log for the secrets check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startMailDev } from 'gx-pocketbase';
import { production } from './settings';

const work = mkdtempSync(join(tmpdir(), 'gx-e2e-production-'));
const mail = await startMailDev({ smtpPort: production.smtpPort, webPort: production.mailWebPort });
mkdirSync(dirname(production.logFile), { recursive: true });
const log = createWriteStream(production.logFile);
writeFileSync(production.workFile, work);

const env = {
  ...process.env,
  ...production.env,
  GX_DATA_DIR: join(work, 'pb_data'),
  GX_CADDY_DIR: join(work, 'caddy'),
  GX_RUN_DIR: join(work, 'run'),
  // The release store; GX_RELEASE_CHANNEL unset: the site follows production.
  GX_RELEASE_DIR: join(work, 'releases'),
};
// The deploy step of docs/operations.md, "Deploying": the built remotes published and promoted on the channel.
const deploy = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lib/release/cli.ts', 'deploy'], { cwd: production.repoRoot, env, encoding: 'utf8' });
log.write(`${deploy.stdout}${deploy.stderr}`);
if (deploy.status !== 0) throw new Error(`npm run release -- deploy failed:\n${deploy.stderr}`);
const serve = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: production.repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
for (const stream of [serve.stdout, serve.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (serve.exitCode === null) {
    serve.kill('SIGTERM');
    await new Promise((resolve) => serve.once('exit', resolve));
  }
  await mail.stop();
  log.end();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}
serve.once('exit', (code) => void stop(code ?? 1));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
