// Installs what the project needs on a machine that has only Node 20, npm, git and apt.
// Plain JavaScript on purpose: it runs before any dependency (TypeScript, tsx) is installed.
//   node scripts/install.mjs            workspace dependencies (pnpm, pinned)
//   node scripts/install.mjs --browser  also Debian's Chromium for the end-to-end tests
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNPM = 'pnpm@10.34.8';
const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

console.log(`» Installing dependencies with ${PNPM} (lockfile frozen)…`);
run('npx', ['--yes', PNPM, 'install', '--frozen-lockfile', '--reporter=append-only']);

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The end-to-end tests need Debian's Chromium at ${CHROMIUM}.\n` +
        'Install it as root with:  apt-get update && apt-get install -y chromium\n' +
        "(Playwright's own browser download cannot be used on this network.)",
    );
    process.exit(1);
  }
  console.log("» Installing Debian's Chromium for the end-to-end tests…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']);
}
