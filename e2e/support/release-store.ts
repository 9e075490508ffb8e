/** The release store of the release journeys, and `npm run release` run against it. */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const releaseStore = join(tmpdir(), 'gx-e2e-release-store');

/** `npm run release -- …` against the journeys' store; pointers name the remote's own origin, as `npm start` does. */
export function release(args: string[], storeOrigin?: string) {
  // Without a store origin, GX_RELEASE_URL is left to its default (the site's /releases/), as the README's first example runs.
  const { GX_RELEASE_URL: _inherited, ...env } = process.env;
  const run = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/lib/release/cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...env, GX_RELEASE_DIR: releaseStore, ...(storeOrigin ? { GX_RELEASE_URL: storeOrigin } : {}), GX_RELEASE_ACTOR: 'e2e@gx.example' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr };
}

/** The manifest URL a channel's pointer names for a remote (container name). */
export function currentManifest(container: string, channel = 'production'): string | undefined {
  const pointer = JSON.parse(readFileSync(join(releaseStore, 'channels', `${channel}.json`), 'utf8')) as { remotes: Record<string, string> };
  return pointer.remotes[container];
}

/** The release a channel's pointer names for a remote (container name). */
export function currentRelease(container: string, channel = 'production'): string | undefined {
  const pointer = JSON.parse(readFileSync(join(releaseStore, 'channels', `${channel}.json`), 'utf8')) as { releases: Record<string, string> };
  return pointer.releases[container];
}

/**
 * A team's next build without rebuilding: a copy of `dist` with every script holding `from` (the
 * browser's and the server's) holding `to` instead. `discard()` removes it.
 */
export function editedBuild(app: string, from: string, to: string, editManifest?: (manifest: Record<string, unknown>) => void) {
  const dir = join(tmpdir(), `gx-e2e-build-${app}-${Date.now().toString(36)}`);
  cpSync(join(repoRoot, app, 'dist'), dir, { recursive: true });
  const edit = (folder: string): number =>
    readdirSync(folder).reduce((count, name) => {
      const path = join(folder, name);
      if (!existsSync(path)) return count;
      if (statSync(path).isDirectory()) return count + edit(path);
      if (!name.endsWith('.js') || !readFileSync(path, 'utf8').includes(from)) return count;
      writeFileSync(path, readFileSync(path, 'utf8').replaceAll(from, to));
      // Precompressed copies would still hold the old text.
      rmSync(`${path}.gz`, { force: true });
      rmSync(`${path}.br`, { force: true });
      return count + 1;
    }, 0);
  if (edit(dir) < 2) throw new Error(`"${from}" is not in both the browser and the server build of ${app}`);
  if (editManifest) {
    const path = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    editManifest(manifest);
    writeFileSync(path, JSON.stringify(manifest));
    rmSync(`${path}.gz`, { force: true });
    rmSync(`${path}.br`, { force: true });
  }
  return { dist: dir, discard: () => rmSync(dir, { recursive: true, force: true }) };
}
