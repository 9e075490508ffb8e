import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildHead, escapeHtml } from './head';

const context = { siteUrl: 'https://gx.example', pathname: '/team/jane', siteName: 'GX', defaultImage: '/og-image.png' };

describe('the head of a server-rendered page', () => {
  it('escapes markup and quotes in titles and descriptions', () => {
    const head = buildHead({ title: 'Tom & "Jerry" <script>', description: "It's <b>bold</b>" }, context);
    expect(head).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;script&gt; | GX</title>');
    expect(head).toContain('<meta name="description" content="It&#39;s &lt;b&gt;bold&lt;/b&gt;" />');
    expect(head).toContain('<meta property="og:title" content="Tom &amp; &quot;Jerry&quot; &lt;script&gt; | GX" />');
    expect(head).not.toContain('<script>');
    expect(head).not.toContain('<b>');
  });

  it('makes the canonical URL and the images absolute on the site', () => {
    const head = buildHead({ title: 'Jane', description: 'A mentor', image: '/images/jane.png' }, context);
    expect(head).toContain('<link rel="canonical" href="https://gx.example/team/jane" />');
    expect(head).toContain('<meta property="og:url" content="https://gx.example/team/jane" />');
    expect(head).toContain('<meta property="og:image" content="https://gx.example/images/jane.png" />');
    expect(head).toContain('<meta name="twitter:image" content="https://gx.example/images/jane.png" />');
  });

  it('uses the default image for pages that name none, and keeps an absolute image as it is', () => {
    expect(buildHead({ title: 'Home' }, context)).toContain('content="https://gx.example/og-image.png"');
    expect(buildHead({ title: 'Coin', image: 'https://cdn.example/coin.png' }, context)).toContain('content="https://cdn.example/coin.png"');
  });

  it('says noindex on pages that ask for it, and leaves out tags that have no content', () => {
    const head = buildHead({ title: 'Certificate', robots: 'noindex' }, context);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('name="description"');
    expect(head).not.toContain('name="keywords"');
  });

  it('encodes paths so that a crafted URL cannot break out of the attribute', () => {
    const head = buildHead({ title: 'x' }, { ...context, pathname: '/team/"><script>alert(1)</script>' });
    expect(head).not.toContain('"><script>');
    expect(head).toContain('href="https://gx.example/team/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"');
  });

  it('escapes every character that is special in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(absoluteUrl('/', 'https://gx.example')).toBe('https://gx.example/');
  });
});
