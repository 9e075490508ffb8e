/**
 * The server half of the gate: the candidate's server build must import, and render each of its
 * routes, inside the shell's server build, as the render server will. It runs in a child process
 * (render-check-child.ts): a remote's code runs with full rights where it is loaded, and a build
 * that hangs, leaks or calls process.exit must not take the CLI (or the render server) with it.
 *
 * `renderCheck` is the function the e2e suite can call too.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import { routeOwnership } from '../../../../shell/src/remotes/ownership';
import { repoRoot } from '../../paths';
import { childEnvironment } from 'site/settings';

export interface RenderCheckInput {
  /** The release store (served on loopback to the child, as a static server would). */
  store: string;
  /** The release's folder inside the store. */
  releaseDir: string;
  /** Container name (`mfe_exchange`). */
  container: string;
  /** A server bundle with the shell's contract (shell/dist-server/main.cjs). */
  renderer: string;
  /** The shell's built index.html (the page frame renderPage fills). */
  template: string;
  /** Paths to render; by default the first page of each of the remote's prefixes. */
  paths?: string[];
  timeoutMs?: number;
}

/** What the child is told (one JSON argument). */
export interface RenderCheckJob {
  store: string;
  manifestPath: string;
  container: string;
  renderer: string;
  template: string;
  paths: string[];
}

/** One page per route prefix the remote owns: `/gx-academy/*` is rendered as `/gx-academy`. */
export function pathsOwnedBy(container: string): string[] {
  const owned = routeOwnership.find((entry) => entry.container === container)?.paths ?? [];
  return owned.map((pattern) => (pattern.endsWith('/*') ? pattern.slice(0, -2) : pattern));
}

const CHILD = fileURLToPath(new URL('./render-check-child.ts', import.meta.url));

/** Problems found (empty: the release imports and renders). */
export function renderCheck(input: RenderCheckInput): Promise<string[]> {
  const job: RenderCheckJob = {
    store: input.store,
    manifestPath: `${relative(input.store, input.releaseDir).split(/[\\/]/).join('/')}/mf-manifest.json`,
    container: input.container,
    renderer: input.renderer,
    template: input.template,
    paths: input.paths ?? pathsOwnedBy(input.container),
  };
  const timeoutMs = input.timeoutMs ?? 60_000;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(job)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...childEnvironment(), NODE_ENV: 'production' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = stdout.trim().split('\n').pop() ?? '';
      try {
        const { problems } = JSON.parse(last) as { problems: string[] };
        if (Array.isArray(problems)) return resolve(problems);
      } catch {
        // Falls through: the child died before it could answer.
      }
      const reason = signal === 'SIGKILL' ? `did not finish within ${timeoutMs / 1000} s` : `stopped (exit ${code ?? signal})`;
      resolve([`${input.container}: the server render check ${reason}${stderr.trim() ? `: ${stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`]);
    });
  });
}
