/**
 * Security headers and the content security policy, against the real static
 * servers: the headers on every app's responses, CORS only where a browser needs it, no CSP
 * violation on any route of the spec's route table (signed out, signed in, as an admin), and an
 * inline script injected into a page is blocked.
 */
import { expect, test, type Page } from '@playwright/test';
import { apps, createVerifiedUser, admin, siteUrl, localOrigin } from '../support/system';
import { issueCertificate, signIn } from '../support/certificates';

interface RuntimeConfig {
  pocketbaseUrl: string;
  remotes: Record<string, string>;
}

const directives = (policy: string) =>
  new Map(policy.split(';').map((part) => {
    const [name = '', ...sources] = part.trim().split(/\s+/);
    return [name, sources] as const;
  }));

test.describe('headers on every app', () => {
  const files: Array<[string, string]> = [
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/verify/SOME-ID`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/runtime-config.json`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/mf-manifest.json`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/missing-chunk.0123456789.js`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/sitemap.xml`],
    [apps.shell.dir, `${localOrigin(apps.shell.port)}/robots.txt`],
    ...(['marketing', 'exchange', 'certificates', 'admin'] as const).flatMap((key): Array<[string, string]> => [
      [apps[key].dir, `${localOrigin(apps[key].port)}/mf-manifest.json`],
      [apps[key].dir, `${localOrigin(apps[key].port)}/remoteEntry.js`],
      [apps[key].dir, `${localOrigin(apps[key].port)}/missing-chunk.0123456789.js`],
    ]),
  ];

  test('every response carries the policy built from runtime-config.json and the other headers', async ({ request }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
    const remoteOrigins = Object.values(config.remotes).map((url) => new URL(url).origin);
    const pocketbaseOrigin = new URL(config.pocketbaseUrl).origin;

    for (const [app, url] of files) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const headers = response.headers();
      const where = `${app} ${url} (${response.status()})`;
      expect(headers['x-content-type-options'], where).toBe('nosniff');
      expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], where).toContain('camera=()');
      expect(headers['permissions-policy'], where).toContain('geolocation=()');

      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('script-src'), where).toEqual(["'self'", ...remoteOrigins, 'https://s3.tradingview.com']);
      expect(policy.get('connect-src'), where).toEqual(["'self'", ...remoteOrigins, pocketbaseOrigin]);
      expect(policy.get('img-src'), where).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'https://assets.coingecko.com', 'https://coin-images.coingecko.com']),
      );
      expect(policy.get('frame-src'), where).toEqual(['https://s.tradingview.com', 'https://www.tradingview-widget.com']);
      expect(policy.get('worker-src'), where).toEqual(["'self'", 'blob:']);
      expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
      expect(policy.get('object-src'), where).toEqual(["'none'"]);
      expect(policy.get('base-uri'), where).toEqual(["'self'"]);
    }
  });

  test("CORS: the remotes answer the site's origin only, the shell nobody", async ({ request }) => {
    const evil = 'https://evil.example';
    const page = await request.get('/', { headers: { Origin: siteUrl } });
    expect(page.headers()['access-control-allow-origin']).toBeUndefined();
    const shellConfig = await request.get('/runtime-config.json', { headers: { Origin: evil } });
    expect(shellConfig.headers()['access-control-allow-origin']).toBeUndefined();

    for (const key of ['marketing', 'exchange', 'certificates', 'admin'] as const) {
      const manifest = `${localOrigin(apps[key].port)}/mf-manifest.json`;
      const fromSite = await request.get(manifest, { headers: { Origin: siteUrl } });
      expect(fromSite.headers()['access-control-allow-origin'], key).toBe(siteUrl);
      expect(fromSite.headers()['vary'], key).toContain('Origin');
      const fromElsewhere = await request.get(manifest, { headers: { Origin: evil } });
      expect(fromElsewhere.headers()['access-control-allow-origin'], key).toBeUndefined();
    }
  });
});

/** Collects CSP violations (the DOM event, in every frame of the site) and CSP console errors. */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${location.pathname}`);
    });
  });
  return async () => [
    ...console,
    ...((await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? [])) as string[]),
  ];
}

/** Opens path and waits until its page has rendered and its requests have settled. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  // The layout's main landmark, then the route's own content (not-found and error states
  // included) has rendered something inside it.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByText(/\w/).first()).toBeVisible();
  // Pages with live data keep polling; settling is what matters, not silence for ever.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

const publicRoutes = [
  '/', '/contact', '/auth', '/thank-you', '/privacy', '/terms', '/gx-academy', '/gxit-solutions',
  '/gx-exchange', '/gx-exchange/currency/bitcoin', '/gx-exchange/currency/no-such-coin',
  '/verify', '/verify/CERT-NOT-THERE', '/services', '/services/smart-contracts', '/services/no-such-service',
  '/services/blockchain', '/services/salesforce', '/roadmaps', '/roadmaps/data-scientist', '/roadmaps/no-such-roadmap',
  '/team', '/team/priya-nair', '/team/no-such-person', '/no-such-page',
];

test.describe('no route reports a CSP violation', () => {
  test('every public route, signed out', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchForViolations(page);
    const holder = await createVerifiedUser('csp-public');
    const certificate = await issueCertificate(holder.email, { title: 'CSP Check', issued: '2026-01-15' });
    for (const path of [...publicRoutes, `/verify/${String(certificate['certificate_id'])}`]) {
      await visit(page, path);
      expect(await violations(), path).toEqual([]);
    }
  });

  test('the dashboard and its print page, signed in', async ({ page }) => {
    const violations = await watchForViolations(page);
    const holder = await createVerifiedUser('csp-holder');
    const certificate = await issueCertificate(holder.email, { title: 'CSP Holder', issued: '2026-02-01', pdf: 'CSP' });
    await signIn(page, holder);
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit(page, '/dashboard');
    await expect(page.getByText('CSP Holder').first()).toBeVisible();
    expect(await violations(), '/dashboard').toEqual([]);
    await visit(page, `/dashboard/certificates/${String(certificate['certificate_id'])}/print`);
    expect(await violations(), 'print page').toEqual([]);
  });

  test('the admin page and each of its tabs', async ({ page }) => {
    // Each tab waits for its requests to settle: the time grows with the tabs.
    test.setTimeout(150_000);
    const violations = await watchForViolations(page);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit(page, '/admin');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      expect(await violations(), `admin tab ${name}`).toEqual([]);
    }
  });
});

test('an inline script injected into a page is blocked and reported', async ({ page }) => {
  const violations = await watchForViolations(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    const image = document.createElement('img');
    image.setAttribute('src', 'data:,');
    image.setAttribute('onerror', 'window.__injectedHandler = true');
    image.setAttribute('onload', 'window.__injectedHandler = true');
    document.body.append(image);
    return new Promise<boolean>((resolve) => {
      setTimeout(() => {
        const w = window as { __injected?: boolean; __injectedHandler?: boolean };
        resolve(Boolean(w.__injected || w.__injectedHandler));
      }, 0);
    });
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-elem blocked inline/);
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-attr blocked inline/);
});
