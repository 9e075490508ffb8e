import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/certificates';
import { admin, createVerifiedUser, siteUrl } from '../support/system';
import { hydrationStarted, pageAtRest } from '../support/hydration';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shift';
import { watchConsole as consoleOf } from '../support/console';

/**
 * Every public route arrives as HTML with its own head (what crawlers and link previews
 * read), and the browser adopts that HTML without a hydration error.
 */

const publicRoutes = [
  '/',
  '/contact',
  '/thank-you',
  '/privacy',
  '/terms',
  '/gx-academy',
  '/gx-academy/career-guidance',
  '/gxit-solutions',
  '/gxit-solutions/ai-services',
  '/services',
  '/services/blockchain',
  '/services/salesforce',
  '/services/smart-contracts',
  '/roadmaps',
  '/roadmaps/full-stack-web-developer',
  '/team',
  '/team/priya-nair',
  '/gx-exchange',
  '/gx-exchange/currency/bitcoin',
  '/verify',
  '/verify/CERT-NOTREAL1',
];

const GENERIC_TITLE = 'Academy, IT Solutions and Exchange | GX';

/** The HTML of a page as a crawler gets it: no script runs. */
async function fetchHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${siteUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's first <h1> in the HTML. */
function mainHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? textOf(match[1] ?? '') : undefined;
}

/**
 * Resources whose failure is the page's expected behaviour here, not a rendering problem: the
 * market-data provider's hosts, blocked by these tests, and the API's 404 for an unknown
 * certificate.
 */
const expectedFailures = /^(https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\/|http:\/\/127\.0\.0\.1:8090\/api\/gx\/verify\/)/;

/** Errors and warnings in the browser's console (a hydration mismatch is reported there). */
const watchConsole = (page: Page) => consoleOf(page, expectedFailures);

/**
 * Remembers the server's <h1> element as soon as the HTML is parsed, before any script runs, so
 * that the test can tell whether hydration kept it or drew the page again.
 */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { __serverHeading?: Element | null }).__serverHeading = document.querySelector('h1');
    });
  });
}

/**
 * Class names that need no rule of the page's stylesheets: Mantine's static names (hooks for
 * styling, most without rules of their own), the icons' names, React Router's `active`, and the
 * market widget's container (its script styles it).
 */
const unstyledClassNames = /^(mantine-.+|m_[0-9a-f]+|tabler-icon(-.+)?|active|tradingview-widget-container)$/;

/** The stylesheets a page's HTML links and holds, as text. */
async function stylesheetsOf(html: string): Promise<string> {
  const linked = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
  const sheets = await Promise.all(linked.map(async (href) => (await fetch(new URL(href, siteUrl))).text()));
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  return [...sheets, ...inline].join('\n');
}

const providerHosts = /^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//;

test.describe('the HTML of every public route, fetched without a browser', () => {
  for (const path of publicRoutes) {
    test(`${path} holds its main heading and its own head`, async () => {
      const { status, html } = await fetchHtml(path);
      expect(status).toBe(200);
      expect(mainHeading(html), 'an <h1> in the server HTML').toBeTruthy();

      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toBeTruthy();
      expect(title).not.toBe(GENERIC_TITLE);
      expect(metaContent(html, 'name', 'description')).toBeTruthy();
      expect(metaContent(html, 'property', 'og:title')).toBe(title);
      expect(metaContent(html, 'property', 'og:description')).toBe(metaContent(html, 'name', 'description'));
      // The site's preview image, or a currency page's coin.
      expect(metaContent(html, 'property', 'og:image')).toMatch(
        path.startsWith('/gx-exchange/currency/') ? /^https:\/\/coin-images\.coingecko\.com\// : /^http:\/\/localhost:3000\//,
      );
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}" />`);
      // The runtime configuration travels in the page, not as an executable script.
      expect(html).toMatch(/<script type="application\/json" id="gx-boot">\{"config":/);
    });
  }

  test("every class the server wrote is one the page's stylesheets define (the shell's and the remotes' server builds name them as their web builds do)", async () => {
    // The sign-in page too: a lazy part of the shell, with the forms' shared stylesheet.
    for (const path of [...publicRoutes, '/auth']) {
      const { html } = await fetchHtml(path);
      const css = await stylesheetsOf(html);
      const classNames = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter(Boolean));
      const undefinedNames = [...classNames].filter((name) => !unstyledClassNames.test(name) && !css.includes(`.${name}`));
      expect(undefinedNames, `classes of ${path} with no rule`).toEqual([]);
      // The shell's own: its header is drawn by one of them.
      expect(/<header class="([^"]+)"/.exec(html)?.[1], `the header of ${path}`).toBeTruthy();
    }
  });

  test("the forms' stylesheet is linked by the pages that draw a form, and only by them", async () => {
    // The shell's build names the chunks of its shared forms module (chunk-assets.json, served with its files).
    const assets = (await (await fetch(`${siteUrl}/chunk-assets.json`)).json()) as { shared: Record<string, { css: string[] }> };
    const forms = (assets.shared['shared-ui/forms']?.css ?? []).map((file) => `/${file}`);
    expect(forms.length).toBeGreaterThan(0);
    const linked = async (path: string) => [...(await fetchHtml(path)).html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    // The contact page, the home page's contact section (drawn, hydrated later), the verification form.
    for (const path of ['/contact', '/', '/verify']) expect(await linked(path), path).toEqual(expect.arrayContaining(forms));
    for (const path of ['/gx-academy', '/team', '/gx-exchange']) expect(await linked(path), path).not.toContain(forms[0]);
  });

  test('the boot data names the lazy pages the server drew, for the browser to load before hydrating', async () => {
    const pagesOf = (html: string) => {
      const json = /<script type="application\/json" id="gx-boot">([^<]*)<\/script>/.exec(html)?.[1];
      return (JSON.parse(json ?? '{}') as { pages?: string[] }).pages;
    };
    expect(pagesOf((await fetchHtml('/gx-exchange')).html)).toEqual(['exchange/landing']);
    expect(pagesOf((await fetchHtml('/roadmaps')).html)).toEqual(['marketing/roadmaps', 'marketing/roadmap-grid']);
    expect(pagesOf((await fetchHtml('/auth')).html)).toEqual(['shell/auth']);
    // The home page travels with its route tree; its sections wait for the visitor to scroll.
    expect(pagesOf((await fetchHtml('/')).html)).toEqual([]);
  });

  test('a page that names a person is not indexed, the others are', async () => {
    expect(metaContent((await fetchHtml('/verify/CERT-NOTREAL1')).html, 'name', 'robots')).toBe('noindex');
    expect(metaContent((await fetchHtml('/team/priya-nair')).html, 'name', 'robots')).toBeUndefined();
  });

  test("a currency page holds the coin's figures from the market cache; the chart is left to the browser", async () => {
    const { html } = await fetchHtml('/gx-exchange/currency/ethereum');
    expect(mainHeading(html)).toBe('Ethereum');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Ethereum (ETH) Live Price &amp; Trading Chart | GX');
    const text = textOf(html);
    expect(text).toMatch(/Rank #2\b/);
    expect(text).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).toContain('Market Statistics');
    expect(text).toContain('Price Levels');
    expect(text).toMatch(/Last updated \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    // The answer the page was drawn with travels along, so hydration draws the same figures.
    expect(html).toMatch(/"data":\{"\/api\/gx\/market\/coins\/ethereum":\{[^<]*"data":\{"id":"ethereum"/);
  });

  test('an unknown coin answers 404 with its not-found page, which the browser keeps', async ({ page }) => {
    const { status, html } = await fetchHtml('/gx-exchange/currency/no-such-coin-anywhere');
    expect(status).toBe(404);
    expect(mainHeading(html)).toBe('Currency not found');
    const messages = watchConsole(page);
    await page.goto('/gx-exchange/currency/no-such-coin-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Currency not found' })).toBeVisible();
    await pageAtRest(page);
    expect(messages.filter((message) => !message.includes('404'))).toEqual([]);
  });

  test("the remote's stylesheet is linked, and the shell's script and the remote's entry are run once the page is painted", async () => {
    const { html } = await fetchHtml('/contact');
    expect(html).toMatch(/<link rel="stylesheet" href="http:\/\/localhost:3001\/[^"]+\.css" \/>/);
    // The shell's script is fetched at once but not run by the parser (public/start-after-paint.js runs it).
    const shellScript = /<link rel="preload" as="script" href="(\/main\.[0-9a-f]+\.js)" \/>/.exec(html)?.[1];
    expect(shellScript).toBeDefined();
    expect(html).not.toMatch(/<script defer src="\/main\./);
    expect(html).toContain(`<script defer src="/start-after-paint.js" data-shell="${shellScript}" data-entry="http://localhost:3001/remoteEntry.js"></script>`);
    expect(html).toContain('"remote":"mfe_marketing"');
  });

  test("the boot data carries the drawn remote's manifest as the server read it", async () => {
    const { html } = await fetchHtml('/gx-exchange');
    const boot = JSON.parse(/<script type="application\/json" id="gx-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      config?: { remotes?: Record<string, string> };
      manifest?: unknown;
    };
    const manifestUrl = boot.config?.remotes?.['mfe_exchange'] ?? '';
    const served = (await (await fetch(manifestUrl)).json()) as unknown;
    expect(boot.manifest).toEqual(served);
    expect(boot.manifest).toMatchObject({ name: 'mfe_exchange' });
  });

  test('signed-in pages arrive as their loading state', async () => {
    const dashboard = await fetchHtml('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('aria-label="Checking your session"');
    const admin = await fetchHtml('/admin');
    expect(admin.status).toBe(200);
    expect(admin.html).toContain('aria-label="Checking your session"');
    expect(admin.html).toContain('"remote":"mfe_admin"');
    // Nothing of the dashboard itself: it is drawn once the browser knows who is signed in.
    expect(admin.html).not.toContain('Admin Dashboard');
  });
});

test.describe('in the browser, the server HTML is adopted as it is', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(providerHosts, (route) => route.abort('internetdisconnected'));
  });

  for (const path of publicRoutes) {
    test(`${path} hydrates with no console error or warning, and its links work in place`, async ({ page }) => {
      const messages = watchConsole(page);
      await rememberServerHeading(page);
      await page.goto(path);
      await page.evaluate(() => ((window as { __pageMark?: number }).__pageMark = 1));
      // A client-side navigation only happens once React has hydrated the layout.
      await hydrationStarted(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Ready to/);
      expect(await page.evaluate(() => (window as { __pageMark?: number }).__pageMark)).toBe(1);
      await page.goBack();
      expect(messages).toEqual([]);
    });
  }

  for (const path of ['/contact', '/team']) {
    test(`${path} does not move on a desktop screen as it hydrates and the account actions appear`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await recordLayoutShifts(page);
      await page.goto(path);
      await hydrationStarted(page);
      // Sign In is not in the server's HTML (the session is known in the browser only).
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      await pageAtRest(page);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.001);
    });
  }

  test('a currency page keeps the server figures while hydrating, then fills in the chart', async ({ page }) => {
    const messages = watchConsole(page);
    await rememberServerHeading(page);
    const coinRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/gx\/market\/coins\/bitcoin$/.test(request.url())) coinRequests.push(request.url());
    });
    await page.goto('/gx-exchange/currency/bitcoin');
    const chart = page.getByRole('main').getByRole('img', { name: /price, .* chart over/ });
    await expect(chart).toBeVisible();
    // One tap, as a visitor makes it: the page hydrates in one pass, so it answers at once.
    await page.getByRole('main').getByRole('button', { name: '7D', exact: true }).click();
    await expect(chart).toHaveAccessibleName(/over 7 days/);
    const kept = await page.evaluate(() => {
      const remembered = (window as { __serverHeading?: Element | null }).__serverHeading;
      return Boolean(remembered && remembered.isConnected && remembered === document.querySelector('h1'));
    });
    expect(kept).toBe(true);
    // The server's answer stood for the first load: the browser did not ask for the coin again.
    expect(coinRequests).toEqual([]);
    expect(messages).toEqual([]);
  });

  test('the server DOM is kept: hydration does not draw the page again', async ({ page }) => {
    await rememberServerHeading(page);
    await page.goto('/gx-exchange');
    await hydrationStarted(page);
    const question = page.getByRole('main').getByRole('button', { name: 'How fast is settlement?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const kept = await page.evaluate(() => {
      const remembered = (window as { __serverHeading?: Element | null }).__serverHeading;
      return Boolean(remembered && remembered.isConnected && remembered === document.querySelector('h1'));
    });
    expect(kept).toBe(true);
  });

  test("the browser takes the drawn remote's manifest from the page instead of fetching it", async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });
    await page.goto('/gx-exchange');
    await hydrationStarted(page);
    const question = page.getByRole('main').getByRole('button', { name: 'How fast is settlement?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(manifests).not.toContain('http://localhost:3002/mf-manifest.json');
    // Another remote's page, reached in the browser, still loads that remote's manifest.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Ready to/);
    expect(manifests).toContain('http://localhost:3001/mf-manifest.json');
    expect(manifests).not.toContain('http://localhost:3002/mf-manifest.json');
  });

  test('the FAQ on /gx-exchange answers the first click once hydration has begun', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/gx-exchange');
    // The page's chunk came before hydration, so React adopts the part clicked instead of dropping it.
    await hydrationStarted(page);
    const question = page.getByRole('main').getByRole('button', { name: 'How fast is settlement?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(messages).toEqual([]);
  });

  test('the contact form validates in the browser', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/contact');
    await hydrationStarted(page);
    await page.getByRole('main').getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('main').getByText(/required|at least/i).first()).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('a chart range switches on a currency page', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/gx-exchange/currency/bitcoin');
    const chart = page.getByRole('main').getByRole('img', { name: /price, .* chart over/ });
    await hydrationStarted(page);
    await page.getByRole('main').getByRole('button', { name: '90D', exact: true }).click();
    await expect(chart).toHaveAccessibleName(/over 90 days/);
    expect(messages).toEqual([]);
  });
});

test('a signed-in admin loading /admin gets the session check from the server, then the dashboard, with no hydration message', async ({ page }) => {
  await signIn(page, admin);
  await expect(page).not.toHaveURL(/\/auth/);
  const messages = watchConsole(page);
  const response = await page.goto('/admin');
  expect(await response?.text()).toContain('aria-label="Checking your session"');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  expect(messages).toEqual([]);
});

test('two visitors rendered at the same time, one signed in, never see each other', async ({ browser }) => {
  const user = await createVerifiedUser('ssr', { firstName: 'Concurrent', lastName: 'Visitor' });
  const signedIn = await browser.newContext();
  const anonymous = await browser.newContext();
  try {
    const userPage = await signedIn.newPage();
    await userPage.goto('/auth');
    await userPage.getByLabel('Email').fill(user.email);
    await userPage.getByLabel('Password', { exact: true }).fill(user.password);
    await userPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(userPage).toHaveURL(/\/dashboard$/);

    const visitorPage = await anonymous.newPage();
    // Both pages requested at once, many times: the server must not carry one into the other.
    for (let round = 0; round < 5; round += 1) {
      const [userHtml, visitorHtml] = await Promise.all([
        userPage.request.get('/').then((response) => response.text()),
        visitorPage.request.get('/').then((response) => response.text()),
      ]);
      for (const html of [userHtml, visitorHtml]) {
        expect(html).not.toContain(user.email);
        expect(html).not.toContain('Concurrent');
      }
      await Promise.all([userPage.goto('/'), visitorPage.goto('/')]);
      const banner = (page: Page) => page.getByRole('banner');
      await expect(banner(userPage).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(banner(visitorPage).getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(banner(visitorPage).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    }
  } finally {
    await signedIn.close();
    await anonymous.close();
  }
});
