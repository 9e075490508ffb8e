import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn } from 'node:child_process';
import { apps, type AppKey } from 'shared-ui/build/topology';
import { precompress } from './compress';
import { fromRoot, repoRoot } from './paths';

const STAMP = '.build-inputs';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.gx', 'test-results']);

function hashTree(dir: string, hash: ReturnType<typeof createHash>) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('dist-')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(path, hash);
    else {
      hash.update(relative(repoRoot, path));
      hash.update(readFileSync(path));
    }
  }
}

/** A digest of everything a build of this app reads: its folder, shared-ui and the lockfile. */
function inputsDigest(app: AppKey): string {
  const hash = createHash('sha256');
  hashTree(fromRoot(apps[app].dir), hash);
  hashTree(fromRoot('shared-ui'), hash);
  for (const file of ['pnpm-lock.yaml', 'tsconfig.base.json']) hash.update(readFileSync(fromRoot(file)));
  return hash.digest('hex');
}

function runRspack(app: AppKey, outputPath?: string): Promise<void> {
  const args = ['build', '--mode', 'production', ...(outputPath ? ['--output-path', outputPath] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(fromRoot(apps[app].dir, 'node_modules/.bin/rspack'), args, {
      cwd: fromRoot(apps[app].dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Build of ${apps[app].dir} failed:\n${output}`))));
  });
}

export interface BuildResult {
  app: AppKey;
  reused: boolean;
  ms: number;
}

/** Builds one app for production unless its inputs are unchanged since the last build. */
export async function buildApp(app: AppKey, { force = false, outputPath }: { force?: boolean; outputPath?: string } = {}): Promise<BuildResult> {
  const started = Date.now();
  const dist = outputPath ?? fromRoot(apps[app].dir, 'dist');
  const digest = inputsDigest(app);
  const stamp = join(dist, STAMP);
  if (!force && !outputPath && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
    return { app, reused: true, ms: Date.now() - started };
  }
  await runRspack(app, outputPath);
  precompress(dist);
  writeFileSync(stamp, digest);
  return { app, reused: false, ms: Date.now() - started };
}

/** Builds every app, two at a time (this machine has two cores). */
export async function buildAll(options: { force?: boolean; log?: (line: string) => void } = {}): Promise<BuildResult[]> {
  const queue = Object.keys(apps) as AppKey[];
  const results: BuildResult[] = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const result = await buildApp(app, options);
      options.log?.(`${apps[app].dir}: ${result.reused ? 'unchanged, reusing the last build' : `built in ${(result.ms / 1000).toFixed(1)} s`}`);
      results.push(result);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}
