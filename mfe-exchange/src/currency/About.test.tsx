import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from 'shared-ui';
import { aboutText } from '../market/about-text';
import { About } from './About';

/** The browser's side (DOMPurify, then the HTML) is in market/about-html.test.ts and e2e exchange. */
describe('About in the server-rendered HTML: the plain words, which React escapes', () => {
  it('draws a hostile description as text only', () => {
    const hostile = 'Coin <script>window.__pwned = 1</script><img src=x onerror="x()"><a href="javascript:x()">link</a><svg onload="x()"></svg>.';
    const html = renderToString(
      <DesignSystemProvider>
        <About name="Coin" description={hostile} />
      </DesignSystemProvider>,
    );
    expect(html).toContain('Coin link.');
    expect(html).not.toMatch(/<script|<img|<svg|<a |onerror|onload|javascript:|pwned/i);
  });

  it('drops scripts and styles with their content, and cuts after 500 characters', () => {
    expect(aboutText('<script>alert(1)</script><style>p{}</style>Safe <img src=x onerror=alert(1)>text')).toBe('Safe text');
    expect(aboutText(`<p>${'word '.repeat(200)}</p>`)).toBe(`${'word '.repeat(100).trimEnd()}…`);
    expect(aboutText('Short.')).toBe('Short.');
  });
});
