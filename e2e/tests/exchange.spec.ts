import { expect, test, type Page } from '@playwright/test';
import { services } from 'shared-ui/build/topology';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { canvasDrawnBy } from '../support/chart';
import { watchConsole } from '../support/console';
import { hydrationStarted } from '../support/hydration';

/**
 * The exchange remote (docs/rules.md#exchange, #currency, #states, #errors, #limits) against the local
 * market-data fixture server that `start.ts --e2e` runs (pocketbase/src/market-fixture): the coins'
 * figures below are the fixture's. The browser never calls the provider; PocketBase does.
 */

const fixtureControl = `http://${services.marketFixture.host}:${services.marketFixture.port}/__fixture`;
async function fixture(action: 'fail' | 'heal', id: string) {
  const response = await fetch(`${fixtureControl}/${action}/${id}`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

const main = (page: Page) => page.getByRole('main');
const chart = (page: Page) => main(page).getByRole('img', { name: /price, .* chart over/ });
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

/**
 * Pixels of the chart's price grid (its top 62 %) tinted with the site's up (green) and down (red)
 * colours, edges of candles included: read from the canvas where the page draws it, or from a
 * screenshot where a worker does (a canvas handed to a worker cannot be read by the page).
 */
async function candlePixels(page: Page, from: 'canvas' | 'screenshot'): Promise<{ up: number; down: number }> {
  const canvas = chart(page).locator('canvas').first();
  const png = from === 'screenshot' ? (await canvas.screenshot()).toString('base64') : null;
  return canvas.evaluate(async (element: HTMLCanvasElement, png: string | null) => {
    let source: HTMLCanvasElement = element;
    if (png) {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      source = document.createElement('canvas');
      source.width = image.naturalWidth;
      source.height = image.naturalHeight;
      source.getContext('2d')!.drawImage(image, 0, 0);
    }
    const { width, height } = source;
    const pixels = source.getContext('2d')!.getImageData(0, 0, width, Math.floor(height * 0.62)).data;
    let up = 0;
    let down = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (g > r + 30 && g > b) up += 1;
      else if (r > g + 30 && r > b + 30) down += 1;
    }
    return { up, down };
  }, png);
}

/** The provider's hosts are unreachable here; failing them at once keeps the runs quick and even. */
async function blockProviderHosts(page: Page) {
  await page.route(/^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//, (route) => route.abort('internetdisconnected'));
}

test.beforeEach(async ({ page }) => {
  await blockProviderHosts(page);
});

test.describe('currency page', () => {
  test('shows every element with the fixture values', async ({ page }) => {
    await page.goto('/gx-exchange/currency/bitcoin');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Bitcoin' })).toBeVisible();
    await expect(page).toHaveTitle(/Bitcoin \(BTC\) Live Price & Trading Chart/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Bitcoin \(BTC\) Live Price & Trading Chart/);
    await expect(main(page).getByText('BTC', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByText('Rank #1')).toBeVisible();
    await expect(main(page).getByTestId('current-price')).toHaveText('$97,412.35');

    // 24h/7d/30d change: green up, red down.
    const change = (label: string) => main(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').locator('[data-direction]');
    await expect(change('24h change')).toHaveText('▲ +2.41%');
    await expect(change('24h change')).toHaveAttribute('data-direction', 'up');
    await expect(change('7d change')).toHaveText('▼ -1.37%');
    await expect(change('7d change')).toHaveAttribute('data-direction', 'down');
    await expect(change('30d change')).toHaveText('▲ +8.92%');
    const colour = async (label: string) => (await change(label).evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    const [r24, g24, b24] = await colour('24h change');
    expect(g24! > r24! && g24! > b24!, 'green up').toBe(true);
    const [r7, g7, b7] = await colour('7d change');
    expect(r7! > g7! && r7! > b7!, 'red down').toBe(true);

    // The provider's image cannot load here: the initials take its place at the same size.
    const logo = main(page).getByRole('img', { name: 'Bitcoin logo' });
    await expect(logo).toHaveText('BTC');
    expect(await logo.boundingBox()).toMatchObject({ width: 64, height: 64 });

    await expect(main(page).getByText('24h Low $94,879.6289')).toBeVisible();
    await expect(main(page).getByText('24h High $99,458.00935')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Data provided by CoinGecko' })).toBeVisible();
    await expect(main(page).getByText(/^Last updated /)).toBeVisible();
    await expect(chart(page)).toHaveAccessibleName(/candlestick chart over 7 days, \d+ points, with 24 h volume/);

    const about = main(page).getByRole('region', { name: 'About Bitcoin' });
    await expect(about).toContainText('Bitcoin is the first successful internet money');
    expect((await about.locator('div').last().textContent())!.trim()).toMatch(/…$/);

    const stats = main(page).getByRole('region', { name: 'Market Statistics' });
    for (const [label, value] of [
      ['Market Cap', '$1.93T'],
      ['24h Volume', '$41.21B'],
      ['Circulating Supply', '19.81M BTC'],
      ['Total Supply', '19.81M BTC'],
      ['Max Supply', '21.00M BTC'],
    ] as const) {
      await expect(stats.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(value);
    }
    const levels = main(page).getByRole('region', { name: 'Price Levels' });
    await expect(levels.locator('div', { has: page.getByText('All-Time High', { exact: true }) })).toContainText('$126,080.12');
    await expect(levels.locator('div', { has: page.getByText('All-Time Low', { exact: true }) })).toContainText('$67.81');
    await expect(levels.locator('div', { has: page.getByText('ATH date', { exact: true }) })).toContainText(/Oct 6, 2025 \(-22\.74% from ATH\)/);

    const exchange = main(page).getByRole('link', { name: 'Exchange BTC' });
    await expect(exchange).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*Bitcoin%20\(BTC\)/);
    const provider = main(page).getByRole('link', { name: 'View on CoinGecko' });
    await expect(provider).toHaveAttribute('href', 'https://www.coingecko.com/en/coins/bitcoin');
    await expect(provider).toHaveAttribute('target', '_blank');
    await expect(main(page).getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/gx-exchange');

    await expectNoSeriousA11yViolations(page);
  });

  test('Tether has no USDT-to-USDT converter, and its fallback logo reads USDT', async ({ page }) => {
    await page.goto('/gx-exchange/currency/tether');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Tether' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: 'Tether logo' })).toHaveText('USDT');
    await expect(main(page).getByRole('region', { name: 'Quick Actions' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: /Converter/ })).toHaveCount(0);
  });

  test('About shows the first 500 characters, and the whole description on Read more', async ({ page }) => {
    await page.goto('/gx-exchange/currency/bitcoin');
    const about = main(page).getByRole('region', { name: 'About Bitcoin' });
    const text = about.locator('div').last();
    await expect(text).toHaveText(/…$/);
    // The button is the server's until the page has hydrated.
    await hydrationStarted(page);
    await about.getByRole('button', { name: 'Read more' }).click();
    await expect(about.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(text).not.toHaveText(/…$/);
    expect((await text.textContent())!.length).toBeGreaterThan(500);
  });

  test("a missing figure reads 'N/A'", async ({ page }) => {
    await page.goto('/gx-exchange/currency/ethereum');
    const stats = main(page).getByRole('region', { name: 'Market Statistics' });
    await expect(stats.locator('div', { has: page.getByText('Max Supply', { exact: true }) })).toContainText('N/A');
  });

  test('a price under 1 shows 6 to 8 decimals', async ({ page }) => {
    await page.goto('/gx-exchange/currency/usd-coin');
    await expect(main(page).getByTestId('current-price')).toHaveText('$0.999870');
  });

  test('the default chart draws rising and falling candles with bodies, in a worker', async ({ page }) => {
    await page.goto('/gx-exchange/currency/bitcoin');
    await expect(chart(page)).toHaveAttribute('data-chart-points', '169');
    // Both kinds of candle are drawn: about 1,300 rising and 1,800 falling pixels at this size, where
    // a blank or one-coloured chart has none of one kind.
    await expect.poll(async () => Math.min(...Object.values(await candlePixels(page, 'screenshot')))).toBeGreaterThan(800);
    // The page handed its canvas over to the chart's worker: it can no longer draw on it itself.
    expect(await canvasDrawnBy(chart(page).locator('canvas').first())).toBe('InvalidStateError');
  });

  test("the worker draws the chart again at its box's new width when the window is resized", async ({ page }) => {
    await page.goto('/gx-exchange/currency/bitcoin');
    const canvas = chart(page).locator('canvas').first();
    // The canvas's pixels (at a device pixel ratio of 1) match its width on the page.
    const sizes = () => canvas.evaluate((element: HTMLCanvasElement) => ({ drawn: element.width, shown: element.clientWidth }));
    await expect.poll(async () => (await sizes()).drawn).toBeGreaterThan(600);
    expect((await sizes()).drawn).toBe((await sizes()).shown);

    await page.setViewportSize({ width: 480, height: 900 });
    await expect.poll(async () => {
      const { drawn, shown } = await sizes();
      return drawn === shown && shown < 480 ? 'matching' : `${drawn} drawn for ${shown} shown`;
    }).toBe('matching');
    await expect.poll(async () => Math.min(...Object.values(await candlePixels(page, 'screenshot')))).toBeGreaterThan(200);
  });

  test('a browser without OffscreenCanvas draws the chart on the page, with its tooltip', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/gx-exchange/currency/bitcoin');
    await expect(chart(page)).toHaveAttribute('data-chart-points', '169');
    await expect.poll(async () => Math.min(...Object.values(await candlePixels(page, 'canvas')))).toBeGreaterThan(800);
    await chart(page).hover({ position: { x: 300, y: 150 } });
    await expect(page.getByRole('tooltip')).toContainText(/Close \$\d[\d,]*\.\d{2}/);
    expect(workers).toEqual([]);
  });

  test('type and range switches redraw the chart', async ({ page }) => {
    await page.goto('/gx-exchange/currency/solana');
    await expect(chart(page)).toHaveAttribute('data-chart-type', 'candlestick');
    await expect(chart(page)).toHaveAttribute('data-chart-days', '7');
    const weekPoints = await chart(page).getAttribute('data-chart-points');
    await expect(chart(page).locator('canvas').first()).toBeVisible();

    // The tooltip names the point under the pointer with its formatted figures.
    await chart(page).hover({ position: { x: 300, y: 150 } });
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(/Open \$\d[\d,]*\.\d{2}/);
    await expect(tooltip).toContainText(/24h Volume \$\d+\.\d{2}B/);

    await button(page, 'Line').click();
    await expect(chart(page)).toHaveAccessibleName(/line chart over 7 days/);
    await expect(button(page, 'Line')).toHaveAttribute('aria-pressed', 'true');
    await expect(button(page, 'Candlestick')).toHaveAttribute('aria-pressed', 'false');
    await button(page, 'Bar').click();
    await expect(chart(page)).toHaveAttribute('data-chart-type', 'bar');

    await button(page, '90D').click();
    await expect(chart(page)).toHaveAccessibleName(/bar chart over 90 days/);
    // 2,160 hourly points grouped by 21: about 100 candles.
    await expect(chart(page)).toHaveAttribute('data-chart-points', '103');
    expect(weekPoints).not.toBe('103');
    await button(page, '24H').click();
    await expect(chart(page)).toHaveAccessibleName(/over 24 hours, 145 points/);
    await button(page, '1Y').click();
    await expect(chart(page)).toHaveAccessibleName(/over 1 year, 122 points/);

    await button(page, 'Volume').click();
    await expect(button(page, 'Volume')).toHaveAttribute('aria-pressed', 'false');
    await expect(chart(page)).not.toHaveAccessibleName(/24 h volume/);
  });

  test('the zoom buttons enable and disable as specified', async ({ page }) => {
    await page.goto('/gx-exchange/currency/ripple');
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '0-100');
    await expect(button(page, 'Zoom In')).toBeEnabled();
    await button(page, 'Zoom In').click();
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '25-75');
    await expect(button(page, 'Zoom In')).toBeDisabled();
    await button(page, 'Zoom Out').click();
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '0-100');
    await expect(button(page, 'Zoom In')).toBeEnabled();
    await button(page, 'Zoom In').click();
    await expect(button(page, 'Zoom In')).toBeDisabled();
    await button(page, 'Reset').click();
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '0-100');
    await expect(button(page, 'Zoom In')).toBeEnabled();
  });

  test('the converter works both ways', async ({ page }) => {
    await page.goto('/gx-exchange/currency/bitcoin');
    const usdt = main(page).getByLabel('USDT', { exact: true });
    const btc = main(page).getByLabel('BTC', { exact: true });
    await usdt.fill('1000');
    await expect(btc).toHaveValue('0.01026564');
    await btc.fill('2');
    await expect(usdt).toHaveValue('194824.7');
    await usdt.fill('');
    await expect(btc).toHaveValue('');
  });

  test('a coin the provider cannot give answers 503 with Retry-After and the error, and Retry recovers once the fixture heals', async ({ page }) => {
    // The page's own 503 and the provider's hosts are expected failures; a hydration mismatch is not.
    const problems = watchConsole(page, /\/gx-exchange\/currency\/failing-coin$|^https:\/\/(s3\.tradingview\.com|assets\.coingecko\.com|coin-images\.coingecko\.com)\//);
    const response = await page.goto('/gx-exchange/currency/failing-coin');
    expect(response!.status()).toBe(503);
    expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    // Drawn by the server: the error is in the page's HTML, not only after the browser's own try.
    expect(await response!.text()).toContain('Failed to load currency details');
    await expect(main(page).getByRole('heading', { name: 'Failed to load currency details' })).toBeVisible();
    await expect(main(page).getByText('The market data could not be loaded. Please try again.')).toBeVisible();
    await hydrationStarted(page);
    await expect(button(page, 'Retry')).toBeEnabled();
    expect(problems).toEqual([]);
    await fixture('heal', 'failing-coin');
    try {
      await button(page, 'Retry').click();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Failing Coin' })).toBeVisible();
      await expect(chart(page)).toBeVisible();
    } finally {
      await fixture('fail', 'failing-coin');
    }
  });

  test('a failing chart shows its error in the chart and a notification, and Retry recovers', async ({ page }) => {
    await page.goto('/gx-exchange/currency/dogecoin');
    await expect(chart(page)).toBeVisible();
    await fixture('fail', 'dogecoin');
    try {
      await button(page, '30D').click();
      await expect(main(page).getByRole('alert').getByText('Failed to load chart data')).toBeVisible();
      // The same text in the chart and in a notification (outside the page's main region).
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to load chart data' })).toHaveCount(2);
      await fixture('heal', 'dogecoin');
      await button(page, 'Retry').click();
      await expect(chart(page)).toHaveAccessibleName(/over 30 days/);
    } finally {
      await fixture('heal', 'dogecoin');
    }
  });

  test('a hostile description draws none of its markup: no script, image, SVG, handler or javascript: link', async ({ page }) => {
    const response = await page.goto('/gx-exchange/currency/hostile-coin');
    // The server's HTML holds the words as text (no DOM there to sanitise with), never the markup.
    const html = (await response!.text()).replace(/<script type="application\/json" id="gx-boot">.*?<\/script>/s, '');
    expect(html).toContain('Hostile Coin tests the sanitiser.');
    expect(html).not.toMatch(/__pwned|onerror|onload=|javascript:/i);
    // The page has icons of its own: the description's markup is looked for in its section.
    const section = html.match(/<section[^>]*aria-labelledby="about-heading".*?<\/section>/s)?.[0];
    expect(section).toContain('Hostile Coin tests the sanitiser.');
    expect(section).not.toMatch(/<svg|<img|<script|<circle/i);
    const about = main(page).getByRole('region', { name: 'About Hostile Coin' });
    // In the browser DOMPurify's chunk arrives and the words come back with their safe link.
    await expect(about.getByRole('link', { name: 'Safe link' })).toHaveAttribute('href', 'https://example.org/hostile');
    await expect(about.locator('script, img, svg, circle')).toHaveCount(0);
    expect(await about.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([null, 'https://example.org/hostile']);
    const handlers = await about.evaluate((root) =>
      Array.from(root.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes, (attribute) => attribute.name).filter((name) => /^on/i.test(name))),
    );
    expect(handlers).toEqual([]);
    await about.getByText('Script link').click();
    await about.getByRole('link', { name: 'Safe link' }).hover();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('an unknown coin answers 404 with a not-found state and a way back', async ({ page }) => {
    const response = await page.goto('/gx-exchange/currency/no-such-coin');
    expect(response!.status()).toBe(404);
    expect(await response!.text()).toContain('Currency not found');
    await expect(main(page).getByRole('heading', { name: 'Currency not found' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Back to GX Exchange' }).click();
    await expect(page).toHaveURL(/\/gx-exchange$/);
  });

  test('keyboard: chart type, range, zoom and volume', async ({ page }) => {
    await page.goto('/gx-exchange/currency/binancecoin');
    await expect(chart(page)).toBeVisible();
    await button(page, 'Candlestick').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Line')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAttribute('data-chart-type', 'line');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button(page, 'Volume')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(chart(page)).toHaveAttribute('data-chart-volume', 'false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button(page, '30D')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAttribute('data-chart-days', '30');
    await button(page, '1Y').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Zoom In')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '25-75');
    await expect(button(page, 'Zoom In')).toBeDisabled();
    // The disabled button gave up focus; the next ones are still reachable.
    await button(page, 'Zoom Out').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Reset')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chart(page)).toHaveAttribute('data-chart-zoom', '0-100');
  });
});

test.describe('landing page', () => {
  test('renders cleanly with the embed script unreachable', async ({ page }) => {
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));

    await page.goto('/gx-exchange');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Buy and Sell USDT Over the Counter' })).toBeVisible();
    for (const claim of ['50Cr+', '2000+', '24/7', '<5 min']) await expect(main(page).getByText(claim, { exact: true })).toBeVisible();
    for (const benefit of ['Instant Settlement', 'Better Market Price', '24/7 Liquidity']) {
      await expect(main(page).getByRole('heading', { name: benefit })).toBeVisible();
    }
    for (const step of ['Contact Us', 'Get Your Quote', 'Settle in Minutes']) await expect(main(page).getByRole('heading', { name: step })).toBeAttached();
    const contact = main(page).getByRole('region', { name: 'Ready to Trade?' });
    await expect(contact.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    await expect(contact.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /^[^@\s]+@[^@\s]+$/ })).toHaveAttribute('href', /^mailto:/);
    await expect(main(page).getByRole('textbox')).toHaveCount(0);

    // The reserved space: the embed container's parent, which the fallback fills too.
    const frame = main(page).getByRole('region', { name: 'Forex Market Screener' }).locator('.tradingview-widget-container').locator('xpath=..');
    const before = await frame.boundingBox();
    await main(page).getByRole('heading', { name: 'Forex Market Screener' }).scrollIntoViewIfNeeded();
    await expect(main(page).getByText('The forex screener is unavailable right now')).toBeVisible();
    const after = await frame.boundingBox();
    expect(before?.height).toBe(550);
    expect(after?.height).toBe(550);

    await expectNoSeriousA11yViolations(page);
    expect(pageErrors).toEqual([]);
    // Only the refused provider files may complain (the script; the coin images are not on this page).
    expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    expect(consoleErrors.length).toBeLessThanOrEqual(2);
  });

  test('on a phone the header is one row, and the contact band holds its buttons', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/gx-exchange');
    const sections = main(page).getByRole('navigation', { name: 'GX Exchange sections' });
    const links = await sections.getByRole('link').evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
    expect(new Set(links).size, 'the links share one row').toBe(1);
    const whatsapp = await main(page).getByRole('link', { name: 'WhatsApp', exact: true }).boundingBox();
    const navBox = await sections.boundingBox();
    expect(Math.abs(whatsapp!.y + whatsapp!.height / 2 - (navBox!.y + navBox!.height / 2)), 'the buttons sit on the links\' row').toBeLessThan(8);

    const band = main(page).getByRole('region', { name: 'Ready to Trade?' }).locator('div').first();
    const inner = await band.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    for (const name of ['Chat on WhatsApp', 'E-mail us']) {
      const button = await band.getByRole('link', { name }).boundingBox();
      expect(button!.x, `${name} inside the padding`).toBeGreaterThanOrEqual(inner.left - 0.5);
      expect(button!.x + button!.width, `${name} inside the padding`).toBeLessThanOrEqual(inner.right + 0.5);
    }
  });

  test('the header anchors scroll to their sections', async ({ page }) => {
    await page.goto('/gx-exchange');
    await main(page).getByRole('navigation', { name: 'GX Exchange sections' }).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(main(page).getByRole('heading', { name: 'How It Works', level: 2 })).toBeInViewport();
    await main(page).getByRole('navigation', { name: 'GX Exchange sections' }).getByRole('link', { name: 'Contact' }).click();
    await expect(main(page).getByRole('heading', { name: 'Ready to Trade?' })).toBeInViewport();
  });

  test('the ticker moves, pauses on hover, and its links open currency pages', async ({ page }) => {
    await page.goto('/gx-exchange');
    const tape = main(page).getByRole('navigation', { name: 'Live market prices' });
    const bitcoin = tape.getByRole('link', { name: /^BTC \(Bitcoin\) \$97,412\.35 \+2\.41% in 24 hours$/ });
    await expect(bitcoin).toBeVisible();
    for (const symbol of ['BTC', 'ETH', 'USDT', 'BNB', 'SOL', 'XRP', 'USDC']) {
      await expect(tape.getByRole('link', { name: new RegExp(`^${symbol} \\(`) })).toHaveCount(1);
    }
    expect(await tape.evaluate((el) => el.getBoundingClientRect().height)).toBe(46);
    const track = tape.locator('ul').first().locator('..');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await tape.hover();
    await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    await tape.getByRole('link', { name: /^ETH \(Ethereum\)/ }).click();
    await expect(page).toHaveURL(/\/gx-exchange\/currency\/ethereum$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Ethereum' })).toBeVisible();
  });

  test('the ticker stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/gx-exchange');
    const tape = main(page).getByRole('navigation', { name: 'Live market prices' });
    await expect(tape.getByRole('link', { name: /^USDT \(Tether\)/ })).toBeVisible();
    const track = tape.locator('ul').first().locator('..');
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('keyboard: the FAQ keeps one question open at a time', async ({ page }) => {
    await page.goto('/gx-exchange');
    const first = main(page).getByRole('button', { name: 'What is USDT OTC trading?' });
    const second = main(page).getByRole('button', { name: 'How fast is settlement?' });
    // Once hydration has begun a key press counts: React answers it or replays it when it reaches the FAQ.
    await hydrationStarted(page);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
