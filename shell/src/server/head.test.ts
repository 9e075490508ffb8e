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

describe('the structured data of a server-rendered page', () => {
  const ldJson = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it('writes a BreadcrumbList with absolute item URLs from the trail', () => {
    const head = buildHead({ title: 'Jane', breadcrumbs: [{ name: 'Home', path: '/' }, { name: 'Our Team', path: '/team' }, { name: 'Jane', path: '/team/jane' }] }, context);
    const [list] = ldJson(head);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://gx.example/' },
        { '@type': 'ListItem', position: 2, name: 'Our Team', item: 'https://gx.example/team' },
        { '@type': 'ListItem', position: 3, name: 'Jane', item: 'https://gx.example/team/jane' },
      ],
    });
  });

  it('keeps markup in the data from ending the script element', () => {
    const head = buildHead(
      { title: 'X', structuredData: [{ '@context': 'https://schema.org', '@type': 'Organization', name: '</script><script>alert(1)</script>', url: '/' }] },
      context,
    );
    expect(head).not.toContain('</script><script>alert(1)');
    expect(ldJson(head)[0]).toMatchObject({ name: '</script><script>alert(1)</script>', url: 'https://gx.example/' });
  });
});
