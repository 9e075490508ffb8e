/**
 * The builds of `npm run dev`: every app's `rspack build --watch --mode development --env ssr`,
 * the browser's side and the render server's, into `dist-dev/` (the shell's server bundle into
 * `dist-dev-server/`), beside the production builds, not over them. Development mode keeps React's
 * development build, so that a hydration fault shows as a warning in the browser's console.
 * They are served as `npm start` serves the production builds, by the static servers.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { apps, type AppKey } from 'shared-ui/build/topology';
import { fromRoot } from './paths';

/** The web build's folder: what the app's static server serves. */
export const devDist = (app: AppKey) => fromRoot(apps[app].dir, 'dist-dev');

/** The files the render server reads from the shell's builds. */
export const shellDevOutputs = {
  template: fromRoot('shell', 'dist-dev', 'index.html'),
  entryAssets: fromRoot('shell', 'dist-dev', 'entry-assets.json'),
  serverBundle: fromRoot('shell', 'dist-dev-server', 'main.cjs'),
};

/** Starts the app's watching build; returns its stop. Builds left from an earlier run are removed first. */
export function startDevBuild(app: AppKey, env: NodeJS.ProcessEnv): () => void {
  rmSync(devDist(app), { recursive: true, force: true });
  if (app === 'shell') rmSync(fromRoot('shell', 'dist-dev-server'), { recursive: true, force: true });
  const child = spawn(fromRoot(apps[app].dir, 'node_modules/.bin/rspack'), ['build', '--watch', '--mode', 'development', '--env', 'ssr'], {
    cwd: fromRoot(apps[app].dir),
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  return () => void child.kill('SIGTERM');
}

/** The files whose new version means an app was rebuilt: the shell's outputs, each remote's manifest. */
export const devBuildMarks = (Object.keys(apps) as AppKey[]).flatMap((app) =>
  app === 'shell' ? Object.values(shellDevOutputs) : [`${devDist(app)}/mf-manifest.json`],
);

/**
 * Whether the app's build is complete: for a remote, its web manifest names the server build
 * (SsrManifestPlugin writes that once both sides are built; the web build's own manifest does not).
 */
function built(app: AppKey): boolean {
  if (app === 'shell') return Object.values(shellDevOutputs).every((file) => existsSync(file));
  const manifest = `${devDist(app)}/mf-manifest.json`;
  return existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"ssrRemoteEntry"');
}

/** Resolves once every app has built (at once, unless one is between its two sides). */
export async function devBuildsReady(timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const waiting = new Set(Object.keys(apps) as AppKey[]);
  while (waiting.size > 0) {
    for (const app of waiting) if (built(app)) waiting.delete(app);
    if (waiting.size === 0) return;
    if (Date.now() > deadline) throw new Error(`The development builds did not finish: ${[...waiting].map((app) => apps[app].dir).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
