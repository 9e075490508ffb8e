import { expect, test, type Page, type Response } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { production } from './settings';

/**
 * The site as it runs on a host: `npm run serve` behind Caddy on https://gx.test:8443. A visitor
 * reads pages, signs up through the mailed link, and verifies a certificate an admin issued; along
 * the way every answer is HTTPS with HSTS, compressed where it can be, and the page reports no
 * mixed content and no CSP violation. A visitor resets their password by the mailed link. Then:
 * http:// redirects, the admin UI and the superuser sign-in are closed, pages come over HTTP/2,
 * every mail link names the site's origin, and no secret reached any log of the run.
 */
test.describe.configure({ mode: 'serial' });

const site = production.siteUrl;
/** The account the sign-up journey made; the reset journey uses it. */
let signedUp = '';
const mailApi = `http://127.0.0.1:${production.mailWebPort}`;

interface Mail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
}

/** Listens for what must never happen on an HTTPS page; `check()` asserts none did. */
function watch(page: Page) {
  const problems: string[] = [];
  const documents: Response[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Mixed Content/i.test(text)) problems.push(text);
  });
  page.on('request', (request) => {
    if (request.url().startsWith('http:')) problems.push(`plain http request: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(site)) documents.push(response);
  });
  return {
    async check() {
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      expect([...problems, ...violations]).toEqual([]);
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        const headers = await document.allHeaders();
        expect(headers['strict-transport-security'], document.url()).toMatch(/max-age=\d{5,}/);
        expect(headers['content-encoding'], document.url()).toMatch(/^(zstd|gzip|br)$/);
        expect(headers['content-security-policy'], document.url()).toContain(`connect-src 'self' ${site}`);
      }
    },
  };
}

test.beforeEach(async ({ page }) => {
  // securitypolicyviolation events, kept for check(): the console message alone can be missed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
});

async function mails(): Promise<Mail[]> {
  return (await (await fetch(`${mailApi}/email`)).json()) as Mail[];
}

async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mails()).reverse().find((mail) => mail.to.some((r) => r.address === to) && subject.test(mail.subject));
      return Boolean(found);
    }, { timeout: 20_000, message: `a mail to ${to} (${subject})` })
    .toBe(true);
  return found!;
}

/** The links of a mail: every href of its HTML part and every URL of its text part. */
const linksIn = (mail: Mail) => [
  ...[...(mail.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  ...[...(mail.text ?? '').matchAll(/https?:\/\/[^"'\s<>]+/g)].map((m) => m[0]),
];

test('a visitor reads the home page, an academy page and a currency page over HTTPS', async ({ page }) => {
  const watcher = watch(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site}/`);

  await page.goto('/gx-academy');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/gx-exchange/currency/bitcoin');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('current-price')).toHaveText('$97,412.35');
  await watcher.check();
});

test('the site follows the production channel: the boot data names releases served from the store at /releases/', async ({ page }) => {
  const watcher = watch(page);
  await page.goto('/gx-exchange');
  await expect(page.getByRole('main')).toBeVisible();
  const config = await page.evaluate(
    () => (JSON.parse(document.getElementById('gx-boot')?.textContent ?? '{}') as { config?: { releases?: Record<string, string>; remotes?: Record<string, string> } }).config,
  );
  const containers = ['mfe_marketing', 'mfe_exchange', 'mfe_certificates', 'mfe_admin'];
  expect(Object.keys(config?.releases ?? {}).sort()).toEqual([...containers].sort());
  for (const container of containers) {
    const id = config!.releases![container]!;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(config!.remotes![container]).toBe(`${site}/releases/${container.replace('mfe_', '')}/${id}/mf-manifest.json`);
  }
  // The browser loads the exchange's files from its release, not from /remotes/.
  const exchangeFiles = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.includes('/exchange/')));
  expect(exchangeFiles.length).toBeGreaterThan(0);
  for (const file of exchangeFiles) expect(file).toContain(`/releases/exchange/${config!.releases!.mfe_exchange}/`);
  await watcher.check();

  // Asked from the page (gx.test resolves to loopback in the browser only).
  const answer = (url: string) =>
    page.evaluate(async (address) => {
      const response = await fetch(address, { cache: 'no-store' });
      return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
    }, url);
  const manifest = await answer(config!.remotes!.mfe_exchange!);
  expect(manifest.status).toBe(200);
  expect(manifest.cacheControl).toBe('public, max-age=31536000, immutable');
  const channel = await answer('/releases/channels/production.json');
  expect(channel.status).toBe(200);
  expect(channel.cacheControl).toBe('no-cache');
  expect((JSON.parse(channel.body) as { releases: Record<string, string> }).releases).toEqual(config!.releases);
  // The audit log and the publish records name people: never served.
  for (const hidden of ['/releases/history.jsonl', `/releases/exchange/${config!.releases!.mfe_exchange}/release.json`, '/releases/.lock']) {
    expect((await answer(hidden)).status, hidden).toBe(404);
  }
});

test('a visitor signs up and opens the mailed link, which names the https origin', async ({ page }) => {
  const watcher = watch(page);
  const email = `signup.${Date.now().toString(36)}@example.com`;
  const password = production.visitorPassword;
  await page.goto('/auth?tab=signup');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Noor');
  await field('Last name').fill('Haddad');
  await field('Email').fill(email);
  await field('Password').fill(password);
  await field('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();

  const mail = await waitForMail(email, /verify/i);
  const link = linksIn(mail).find((href) => href.includes('verify_token='));
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(site);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\?verified=true$/);
  await watcher.check();
  signedUp = email;
});

test('a visitor asks for a password reset; the mailed link names the https origin and sets the new password', async ({ page }) => {
  expect(signedUp, 'the sign-up journey ran first').not.toBe('');
  const watcher = watch(page);
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await field('Email for the reset link').fill(signedUp);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox for the reset link.')).toBeVisible();

  const link = linksIn(await waitForMail(signedUp, /reset/i)).find((href) => href.includes('reset_token='));
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(site);
  await page.goto(link!);
  await field('New password').fill(production.resetPassword);
  await field('Confirm new password').fill(production.resetPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with your new password.')).toBeVisible();
  await watcher.check();
});

test('an admin issues a certificate; the holder\'s mailed link verifies it', async ({ page, browser }) => {
  const watcher = watch(page);
  const title = `Production Readiness ${Date.now()}`;
  const holder = `holder.${Date.now().toString(36)}@example.com`;
  // The holder registers and verifies through the mailed link, as in the journey above.
  await page.goto('/auth?tab=signup');
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field('First name').fill('Ines');
  await field('Last name').fill('Holder');
  await field('Email').fill(holder);
  await field('Password').fill(production.visitorPassword);
  await field('Confirm password').fill(production.visitorPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.goto(linksIn(await waitForMail(holder, /verify/i)).find((href) => href.includes('verify_token='))!);
  await expect(page).toHaveURL(/\/auth\?verified=true$/);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(production.admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(production.admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Create Certificate', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create certificate' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Recipient email').fill(holder);
  await form.getByRole('button', { name: 'Create Certificate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Certificate created successfully' })).toContainText(holder);
  await watcher.check();

  const mail = await waitForMail(holder, /^Your certificate:/);
  const link = linksIn(mail).find((href) => href.includes('/verify/'));
  expect(new URL(link!).origin).toBe(site);
  const visitor = await browser.newPage({ ignoreHTTPSErrors: true });
  const visitorWatcher = watch(visitor);
  await visitor.goto(link!);
  await expect(visitor.getByText('Valid certificate')).toBeVisible();
  await visitorWatcher.check();
  await visitor.close();
});

test('the host of every link in every mail is the site URL', async () => {
  const all = await mails();
  // Verification, password reset and certificate mails, at least: each kind the journeys sent.
  for (const kind of [/verify/i, /reset/i, /^Your certificate:/]) expect(all.some((mail) => kind.test(mail.subject)), String(kind)).toBe(true);
  for (const mail of all) {
    // Web links only: a mailto: address has no host.
    const links = linksIn(mail).filter((link) => !link.startsWith('mailto:'));
    expect(links.length, mail.subject).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin, `${mail.subject}: ${link}`).toBe(site);
  }
});

/** A plain request to the proxy on loopback with the site's host name, without following redirects. */
function raw(port: number, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `gx.test:${port}` } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    });
    req.on('error', reject);
    req.end();
  });
}

test('http:// is redirected to the https origin with the same path and query', async () => {
  const answer = await raw(production.httpPort, '/gx-academy?from=plain');
  expect(answer.status).toBe(308);
  expect(answer.headers['location']).toBe(`${site}/gx-academy?from=plain`);
});

// Through the browser: Playwright's own request client would not resolve gx.test.
test("PocketBase's admin UI is closed; the API and the health endpoint answer through the proxy", async ({ page }) => {
  expect((await page.goto('/_/'))!.status()).toBe(404);
  // The superuser sign-in answers 404 from here too (loopback is not in GX_PB_ADMIN_ALLOW): a
  // superuser's password cannot be guessed through the proxy. With a body PocketBase would judge.
  const superuserSignIn = await page.evaluate(async (superuser) => {
    const answer = await fetch('/api/admins/auth-with-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
    });
    return { status: answer.status, body: await answer.text() };
  }, production.superuser);
  expect(superuserSignIn).toEqual({ status: 404, body: 'Not found' });
  const health = (await page.goto('/api/health'))!;
  expect(health.status()).toBe(200);
  const headers = await health.allHeaders();
  expect(headers['strict-transport-security']).toMatch(/max-age=/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  const ready = (await page.goto('/healthz/ready'))!;
  expect(await ready.json()).toMatchObject({ status: 'ready', migrated: true });
});

test('the proxy speaks HTTP/2 to the browser', async ({ page }) => {
  await page.goto('/gx-academy');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const protocols = await page.evaluate(() => ({
    page: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    // A file taken from the browser's cache has no protocol to report.
    files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.nextHopProtocol).filter(Boolean),
  }));
  expect(protocols.page).toBe('h2');
  expect(protocols.files.length).toBeGreaterThan(0);
  expect(new Set(protocols.files)).toEqual(new Set(['h2']));
});

test('responses are compressed: the page, and every script and stylesheet of the shell and the remotes', async ({ page }) => {
  const encodings: Array<[string, string | undefined]> = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (response.url().startsWith(site) && (type === 'script' || type === 'stylesheet')) {
      encodings.push([response.url().slice(site.length), (await response.allHeaders())['content-encoding']]);
    }
  });
  const document = (await page.goto('/gx-academy'))!;
  expect((await document.allHeaders())['content-encoding']).toMatch(/^(zstd|gzip|br)$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The marketing remote's files: from its release in the store (or its folder with GX_RELEASE_CHANNEL=off).
  await expect.poll(() => encodings.filter(([path]) => /^\/(releases|remotes)\/marketing\//.test(path)).length).toBeGreaterThan(0);
  for (const [path, encoding] of encodings) expect(encoding, path).toMatch(/^(zstd|gzip|br)$/);
});

/** A loopback address's answer with its body (metrics), as this host's Prometheus reads it. */
async function loopbackText(port: number, path: string): Promise<{ status: number; body: string }> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: answer.status, body: await answer.text() };
}

test("metrics: the render server's and Caddy's on loopback, by release; never through the public origin", async ({ page }) => {
  await page.goto('/gx-academy');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const releases = await page.evaluate(() => (JSON.parse(document.getElementById('gx-boot')?.textContent ?? '{}') as { config?: { releases?: Record<string, string> } }).config?.releases ?? {});
  const render = await loopbackText(Number(production.env['GX_RENDER_PORT']), '/metrics');
  expect(render.status).toBe(200);
  expect(render.body).toContain(`gx_render_requests_total{kind="render",status="200",remote="mfe_marketing",release="${releases['mfe_marketing']}"}`);
  const caddy = await loopbackText(production.healthPort + 1, '/metrics');
  expect(caddy.status).toBe(200);
  expect(caddy.body).toMatch(/^caddy_http_requests_total\{[^}]*\} [1-9]/m);
  // Through Caddy the request names its visitor: refused as from any other address.
  const publicAnswer = await page.evaluate(async () => {
    const response = await fetch('/metrics', { cache: 'no-store' });
    return { status: response.status, body: await response.text() };
  });
  expect(publicAnswer.status).toBe(404);
  expect(publicAnswer.body).not.toContain('gx_render');
});

test('one request is followed by its trace id through the site server, PocketBase and the signer', async ({ page }) => {
  await page.goto('/');
  const traceId = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const traceparent = `00-${traceId}-00f067aa0ba902b7-01`;
  const statuses = await page.evaluate(async (header) => {
    const verifyPage = await fetch('/verify', { headers: { traceparent: header }, cache: 'no-store' });
    // The /verify page's keys come from PocketBase, which reads them from the signer at most once
    // a minute; a receipt always asks the signer.
    const receipt = await fetch('/api/gx/receipts', {
      method: 'POST',
      headers: { traceparent: header, 'Content-Type': 'application/json' },
      body: JSON.stringify({ credential: { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'], issuer: 'did:example:someone' } }),
    });
    return [verifyPage.status, receipt.status];
  }, traceparent);
  expect(statuses).toEqual([200, 200]);
  const traced = () =>
    readFileSync(production.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"trace_id":"${traceId}"`))
      .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as { path?: string; status?: number })
      .map((line) => `${line.path} ${line.status}`)
      .sort();
  await expect
    .poll(traced)
    .toEqual(expect.arrayContaining(['/verify 200', '/api/gx/credential-issuer 200', '/api/gx/receipts 200', '/v1/sign-receipt 200']));
});

test('no password or token secret appears in any log of the run', async () => {
  const work = readFileSync(production.workFile, 'utf8').trim();
  const dataDir = join(work, 'pb_data');
  // Everything npm run serve printed (its own lines, PocketBase's, the site server's, Caddy's)
  // from the start of the run, and PocketBase's own log store (requests and app logs).
  const logs = [production.logFile, join(dataDir, 'logs.db'), ...[join(dataDir, 'logs.db-wal')].filter((file) => existsSync(file))];
  const logText = logs.map((file) => readFileSync(file).toString('latin1')).join('\n');
  expect(logText).toContain('ready in');
  const secrets: Array<[string, string]> = [
    ['admin password', production.admin.password],
    ['superuser password', production.superuser.password],
    ['visitor password', production.visitorPassword],
    ['reset password', production.resetPassword],
  ];
  // The signer's shared secret with PocketBase (signerDirFor: the data directory's -signer sibling).
  const signerSecret = readFileSync(`${dataDir}-signer/signer-secret`, 'utf8').trim();
  expect(signerSecret.length).toBeGreaterThan(20);
  secrets.push(['signer secret', signerSecret]);
  const smtpPassword = decodeURIComponent(new URL(production.env['GX_SMTP_URL']!).password);
  if (smtpPassword) secrets.push(['SMTP password', smtpPassword]);
  // PocketBase's token signing secrets, read from its settings row in the data directory.
  const db = readFileSync(join(dataDir, 'data.db')).toString('latin1');
  for (const match of db.matchAll(/"secret":"([A-Za-z0-9]{30,})"/g)) secrets.push(['token secret', match[1]!]);
  expect(secrets.filter(([kind]) => kind === 'token secret').length).toBeGreaterThan(2);
  for (const [kind, secret] of secrets) expect(logText.includes(secret), `the ${kind} in a log`).toBe(false);
});
