// The render server's small parts: `pnpm --filter render-server test`.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { fillPlaceholder } from './document';
import { normalisePageUrl } from './page-url';
import { RenderGate } from './render-gate';
import { robotsTxt, sitemapXml } from './site-files';
import { ROUTE_TREE_PART, stylesheetsOfParts, type BuildAssets } from './stylesheets';
import { forwardedFor, trustedProxies, visitorAddress } from './visitor';

test('a page URL keeps the parameters pages read, in a fixed order, and drops the rest', () => {
  assert.equal(normalisePageUrl('/gx-academy?x=1&y=2'), '/gx-academy');
  assert.equal(normalisePageUrl('/thank-you?utm_source=a&source=contact&name=Ada'), '/thank-you?name=Ada&source=contact');
  assert.equal(normalisePageUrl('/auth?tab=signup&ref=1'), '/auth?tab=signup');
  assert.equal(normalisePageUrl('/auth?reset_token=secret'), null);
  // A QR code's ?via=qr is read in the browser only (the insights' report): one cache entry per certificate.
  assert.equal(normalisePageUrl('/verify/ABC-123?via=qr'), '/verify/ABC-123');
});

test('a placeholder is replaced with what it holds, and a missing one is an error', () => {
  assert.equal(fillPlaceholder('a<!--app-x-->generic<!--/app-x-->b', 'x', 'Y'), 'aYb');
  assert.equal(fillPlaceholder('a<!--app-x-->b', 'x', 'Y'), 'aYb');
  assert.throws(() => fillPlaceholder('ab', 'x', 'Y'), /no <!--app-x--> placeholder/);
});

test('the render gate: a burst per visitor, refilled over time, and a cap on renders at once', async () => {
  const gate = new RenderGate({ maxConcurrent: 2, queue: { maxWaiting: 0, waitMs: 0 }, perVisitor: { perSecond: 1, burst: 2 }, penaltyMs: 500 });
  const a = await gate.admit('a', 0);
  const b = await gate.admit('a', 0);
  assert.equal(a.render && b.render, true);
  assert.deepEqual(await gate.admit('a', 0), { render: false, delayMs: 500, reason: 'visitor' });
  assert.deepEqual(await gate.admit('b', 0), { render: false, delayMs: 0, reason: 'busy' });
  if (a.render) a.done();
  assert.equal((await gate.admit('b', 0)).render, true);
  // A second later the visitor has one render again.
  if (b.render) b.done();
  assert.equal((await gate.admit('a', 1000)).render, true);
});

test('the render gate: past the cap a request waits for a slot, first come first served, within its bounds', async () => {
  const gate = new RenderGate({ maxConcurrent: 1, queue: { maxWaiting: 2, waitMs: 200 }, perVisitor: { perSecond: 100, burst: 100 }, penaltyMs: 0 });
  const first = await gate.admit('a');
  const order: string[] = [];
  const second = gate.admit('b').then((admission) => (order.push('b'), admission));
  const third = gate.admit('c').then((admission) => (order.push('c'), admission));
  // The queue holds two: the next is refused at once.
  assert.deepEqual(await gate.admit('d'), { render: false, delayMs: 0, reason: 'busy' });
  assert.equal(gate.queued, 2);
  if (first.render) first.done();
  const admitted = await second;
  assert.equal(admitted.render, true);
  assert.deepEqual(order, ['b']);
  // The slot stays taken past the wait: the third is told to draw the static page.
  assert.deepEqual(await third, { render: false, delayMs: 0, reason: 'busy' });
  assert.equal(gate.queued, 0);
  if (admitted.render) admitted.done();
  assert.equal(gate.rendering, 0);
});

function request(peer: string, forwarded?: string): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} } as unknown as IncomingMessage;
}

test("the visitor is the TCP peer unless it is a trusted proxy; then the rightmost untrusted forwarded address", () => {
  const none = trustedProxies({});
  assert.equal(visitorAddress(request('::ffff:203.0.113.9', '1.2.3.4'), none), '203.0.113.9');
  const proxies = trustedProxies({ GX_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });
  assert.equal(visitorAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'), proxies), '203.0.113.9');
  assert.equal(visitorAddress(request('198.51.100.1', '6.6.6.6'), proxies), '198.51.100.1');
  assert.equal(visitorAddress(request('127.0.0.1', '6.6.6.6'), none), '127.0.0.1');
  assert.throws(() => trustedProxies({ GX_TRUSTED_PROXIES: 'proxy.example' }), /not an address/);
});

test('robots.txt and sitemap.xml name absolute URLs on the site, each page once', () => {
  assert.match(robotsTxt('https://gx.example/'), /Sitemap: https:\/\/gx\.example\/sitemap\.xml/);
  const xml = sitemapXml(['/', '/team/a&b', '/'], 'https://gx.example');
  assert.equal(xml.match(/<loc>/g)?.length, 2);
  assert.match(xml, /<loc>https:\/\/gx\.example\/team\/a&amp;b<\/loc>/);
});

const shell: BuildAssets = {
  at: (file) => `/${file}`,
  assets: {
    parts: {
      main: { js: ['main.1.js'], css: ['main.1.css'], shared: [] },
      'shell/app': { js: ['shell/app.1.js'], css: ['shell/app.1.css'], shared: ['shared-ui'] },
      'shell/auth': { js: ['shell/auth.1.js'], css: [], shared: ['shared-ui/forms'] },
      'shell/navigation-drawer': { js: ['shell/navigation-drawer.1.js'], css: [], shared: ['shared-ui/overlays'] },
    },
    shared: {
      'shared-ui/forms': { js: ['582.1.js'], css: ['755.1.css'] },
      'shared-ui/overlays': { js: ['707.1.js'], css: ['707.1.css'] },
    },
  },
};
/** The marketing remote's files are on its own origin. */
const marketingOrigin = localOrigin(apps.marketing.port);
const marketing: BuildAssets = {
  at: (file) => `${marketingOrigin}/${file}`,
  assets: {
    parts: {
      [ROUTE_TREE_PART]: { js: ['routes.1.js'], css: ['routes.1.css'], shared: ['shared-ui'] },
      'marketing/home-contact-section': { js: ['7974.1.js'], css: ['marketing/home-contact-section.1.css'], shared: ['shared-ui/forms'] },
      'marketing/home-impact-section': { js: ['impact.1.js'], css: ['marketing/home-impact-section.1.css', 'common.1.css'], shared: [] },
      'marketing/team': { js: ['team.1.js'], css: ['common.1.css'], shared: [] },
      // The remote's fallback copy of a shell part: the shell's is the one the browser uses.
      'shell/app': { js: ['fallback.1.js'], css: ['fallback.1.css'], shared: [] },
    },
    shared: { 'shared-ui/forms': { js: ['forms-fallback.1.js'], css: ['forms-fallback.1.css'] } },
  },
};

test("a page's stylesheets are those of the parts it drew and of the shared modules they use, each once", () => {
  const sheets = stylesheetsOfParts(
    ['shell/app', 'marketing/home-impact-section', 'marketing/home-contact-section', 'marketing/team', ROUTE_TREE_PART],
    { shell, remote: marketing },
    new Set(['/main.1.css']),
  );
  // The shell's and the route tree's are linked; the shared forms' come from the shell, which provides them.
  assert.deepEqual(sheets.linked, ['/shell/app.1.css', `${marketingOrigin}/routes.1.css`, '/755.1.css']);
  // The remote's lazy parts' are written into the page.
  assert.deepEqual(sheets.inlined, [
    `${marketingOrigin}/marketing/home-impact-section.1.css`,
    `${marketingOrigin}/common.1.css`,
    `${marketingOrigin}/marketing/home-contact-section.1.css`,
  ]);
  assert.deepEqual(sheets.unknown, []);
});

test('a page without a form or an overlay gets neither stylesheet; a part no build names is reported', () => {
  const sheets = stylesheetsOfParts(['shell/app', 'marketing/gone'], { shell }, new Set());
  assert.deepEqual(sheets.linked, ['/shell/app.1.css']);
  assert.deepEqual(sheets.inlined, []);
  assert.deepEqual(sheets.unknown, ['marketing/gone']);
  assert.deepEqual(stylesheetsOfParts(['shell/navigation-drawer'], { shell }, new Set()).linked, ['/707.1.css']);
});

test("the X-Forwarded-For sent with a visitor's API calls: the chain received, then the visitor's peer address", () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;
  assert.equal(forwardedFor(request('::ffff:127.0.0.5')), '127.0.0.5');
  assert.equal(forwardedFor(request('203.0.113.9', '198.51.100.1')), '198.51.100.1, 203.0.113.9');
  assert.equal(forwardedFor(request('2001:db8::1')), '2001:db8::1');
});
