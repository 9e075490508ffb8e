// Installs what the project needs on a machine that has only Node 20, npm, git and apt.
// Plain JavaScript on purpose: it runs before any dependency (TypeScript, tsx) is installed.
//   node scripts/install.mjs            workspace dependencies (pnpm, pinned)
//   node scripts/install.mjs --browser  also Debian's Chromium for the end-to-end tests
//   node scripts/install.mjs --proxy    also Debian's Caddy, the reverse proxy of `npm run serve`
//   node scripts/install.mjs --python-verifier
//                                       also Debian's python3-pyld, python3-nacl and python3-base58:
//                                       the independent verifier of signed credentials
//                                       (signer/verify-independently.py, run by the server tests)
//   node scripts/install.mjs --pdf-tools also Debian's poppler-utils: the tests read certificate PDFs
//   node scripts/install.mjs --varnish  also Debian's Varnish: the tests run the cache in front of
//                                       the pages (deploy/varnish/default.vcl) with it
//   node scripts/install.mjs --prometheus also Debian's prometheus (with promtool): the tests check
//                                       deploy/prometheus/ and scrape the render server and Caddy
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PNPM = 'pnpm@10.34.8';
const CHROMIUM = '/usr/bin/chromium';
const CADDY = '/usr/bin/caddy';
const VARNISHD = '/usr/sbin/varnishd';
// Debian's interpreter, where its python3-* packages are (not a pyenv or venv python3 on PATH).
const DEBIAN_PYTHON = '/usr/bin/python3';
const PYTHON_VERIFIER_PACKAGES = ['python3-pyld', 'python3-nacl', 'python3-base58'];

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

/**
 * A Debian package whose service the package starts by itself: installed (as root), and its own
 * service stopped and disabled, since our commands and tests run the program themselves.
 */
function installServicePackage({ flag, binary, pkg, needed, purpose }) {
  if (!process.argv.includes(flag) || existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${needed} Debian's ${pkg} at ${binary}.\nInstall it as root with:  apt-get update && apt-get install -y ${pkg}`);
    process.exit(1);
  }
  console.log(`» Installing Debian's ${pkg} (${purpose})…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg]);
  try {
    run('systemctl', ['disable', '--now', pkg]);
  } catch {
    // No systemd (a container): nothing was started.
  }
}

// Caddy's service answers ports 80/443 with a sample site: `npm run serve` runs Caddy itself
// (docs/operations.md, "Deploying": systemd units for a host that prefers them).
installServicePackage({ flag: '--proxy', binary: CADDY, pkg: 'caddy', needed: '`npm run serve` needs', purpose: 'the reverse proxy of npm run serve' });
// Varnish's service answers port 6081: the tests run varnishd themselves, on free ports.
installServicePackage({ flag: '--varnish', binary: VARNISHD, pkg: 'varnish', needed: 'The cache tests need', purpose: 'the tests run the cache in front of the pages with it' });

const pythonVerifierPresent = () => {
  try {
    execFileSync(DEBIAN_PYTHON, ['-c', 'import pyld, nacl, base58'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (process.argv.includes('--python-verifier') && !pythonVerifierPresent()) {
  if (process.getuid?.() !== 0) {
    console.error(
      `The independent credential verifier needs Debian's ${PYTHON_VERIFIER_PACKAGES.join(', ')}.\n` +
        `Install them as root with:  apt-get update && apt-get install -y ${PYTHON_VERIFIER_PACKAGES.join(' ')}`,
    );
    process.exit(1);
  }
  console.log("» Installing Debian's PyLD and PyNaCl for the independent credential verifier…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PYTHON_VERIFIER_PACKAGES]);
}

// The certificate PDFs' font (the signer embeds Liberation Sans; without it, only names that
// Windows-1252 can write could be drawn): wherever the site runs or is tested.
const PDF_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
if (['--proxy', '--pdf-tools'].some((flag) => process.argv.includes(flag)) && !existsSync(PDF_FONT) && process.getuid?.() === 0) {
  console.log("» Installing Debian's fonts-liberation (the certificate PDFs' font)…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-liberation', 'fonts-dejavu-core']);
}

// Debian's poppler-utils: the tests read the certificates' PDFs with pdftotext, pdfinfo and pdftoppm.
const PDF_TOOLS = '/usr/bin/pdftotext';
if (process.argv.includes('--pdf-tools') && !existsSync(PDF_TOOLS)) {
  if (process.getuid?.() !== 0) {
    console.error("The PDF tests need Debian's poppler-utils.\nInstall it as root with:  apt-get update && apt-get install -y poppler-utils");
    process.exit(1);
  }
  console.log("» Installing Debian's poppler-utils (the tests read certificate PDFs with it)…");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'poppler-utils']);
}

// The prometheus package starts its own service scraping localhost: the tests check deploy/prometheus/
// with promtool and run their own, scraping a running site.
installServicePackage({ flag: '--prometheus', binary: '/usr/bin/prometheus', pkg: 'prometheus', needed: 'The metrics tests need', purpose: 'the tests check its configuration and scrape the site' });
