import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppInfo } from './system';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const distOf = (app: AppInfo['dir']) => join(repoRoot, app, 'dist');

/**
 * The path, inside a build folder, of the script whose code holds `text` (a page's chunk, by its
 * content). Named chunks sit in folders of their own (`exchange/landing.<hash>.js`); a browser
 * build's server build (`ssr/`) holds the same texts and is left out.
 */
export function scriptHolding(dir: string, text: string): string {
  const name = (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.startsWith('ssr/'))
    .find((file) => file.endsWith('.js') && readFileSync(join(dir, file), 'utf8').includes(text));
  if (!name) throw new Error(`no script in ${dir} holds "${text}"`);
  return name;
}

/**
 * A team's next release of a remote: a copy of its package with one source file changed, built on
 * its own for production. Returns the build folder; `discard()` removes the copy.
 */
export function buildRelease(app: AppInfo['dir'], file: string, edit: (source: string) => string) {
  // Beside the real package, so that its config's relative paths (../shared-ui/…) still resolve.
  const release = join(repoRoot, `.redeploy-${app}`);
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release);
  for (const entry of ['src', 'package.json', 'rspack.config.ts', 'module-federation.config.ts', 'tsconfig.json']) {
    cpSync(join(repoRoot, app, entry), join(release, entry), { recursive: true });
  }
  symlinkSync(join(repoRoot, app, 'node_modules'), join(release, 'node_modules'));
  const changed = join(release, file);
  const before = readFileSync(changed, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  writeFileSync(changed, after);
  execFileSync(join(release, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: release, stdio: 'pipe' });
  return { dist: join(release, 'dist'), discard: () => rmSync(release, { recursive: true, force: true }) };
}
