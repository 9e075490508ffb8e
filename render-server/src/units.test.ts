// The render server's small parts: `pnpm --filter render-server test`.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { test } from 'node:test';
import { fillPlaceholder } from './document';
import { normalisePageUrl } from './page-url';
import { RenderGate } from './render-gate';
import { robotsTxt, sitemapXml } from './site-files';
import { classesOfStylesheet } from './stylesheets';
import { trustedProxies, visitorAddress } from './visitor';

test('a page URL keeps the parameters pages read, in a fixed order, and drops the rest', () => {
  assert.equal(normalisePageUrl('/gx-academy?x=1&y=2'), '/gx-academy');
  assert.equal(normalisePageUrl('/thank-you?utm_source=a&source=contact&name=Ada'), '/thank-you?name=Ada&source=contact');
  assert.equal(normalisePageUrl('/auth?tab=signup&ref=1'), '/auth?tab=signup');
  assert.equal(normalisePageUrl('/auth?reset_token=secret'), null);
});

test('a placeholder is replaced with what it holds, and a missing one is an error', () => {
  assert.equal(fillPlaceholder('a<!--app-x-->generic<!--/app-x-->b', 'x', 'Y'), 'aYb');
  assert.equal(fillPlaceholder('a<!--app-x-->b', 'x', 'Y'), 'aYb');
  assert.throws(() => fillPlaceholder('ab', 'x', 'Y'), /no <!--app-x--> placeholder/);
});

test('the render gate: a burst per visitor, refilled over time, and a cap on renders at once', () => {
  const gate = new RenderGate({ maxConcurrent: 2, perVisitor: { perSecond: 1, burst: 2 }, penaltyMs: 500 });
  const a = gate.admit('a', 0);
  const b = gate.admit('a', 0);
  assert.equal(a.render && b.render, true);
  assert.deepEqual(gate.admit('a', 0), { render: false, delayMs: 500, reason: 'visitor' });
  assert.deepEqual(gate.admit('b', 0), { render: false, delayMs: 0, reason: 'busy' });
  if (a.render) a.done();
  assert.equal(gate.admit('b', 0).render, true);
  // A second later the visitor has one render again.
  if (b.render) b.done();
  assert.equal(gate.admit('a', 1000).render, true);
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

test('the class names a stylesheet styles, without those of comments, strings and URLs', () => {
  const css = `/* .commented */ .Ab12cd{color:red}.Ef34gh a:hover,.-x9{background:url(img.png)} [data-x=".quoted"] .Gh56ij{margin:.5rem}`;
  assert.deepEqual(classesOfStylesheet(css).sort(), ['-x9', 'Ab12cd', 'Ef34gh', 'Gh56ij']);
});
